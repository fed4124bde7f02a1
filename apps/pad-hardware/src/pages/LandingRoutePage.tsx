import type { PageProps } from "@genbagura/routing";
import { LandingPage, type LandingPageContent } from "@genbagura/ui";

/** Advertising and direct-mail landing pages: one focused action. */
export default function LandingRoutePage({ data }: PageProps<LandingPageContent>) {
  return <LandingPage content={data} />;
}
