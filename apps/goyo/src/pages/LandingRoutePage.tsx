import type { PageProps } from "@genbagura/routing";
import { LandingPage, type LandingPageContent } from "@genbagura/ui";

/** The advertising landing pages (adlp): one focused action each. */
export default function LandingRoutePage({ data }: PageProps<LandingPageContent>) {
  return <LandingPage content={data} />;
}
