import type { PageProps } from "@genbagura/routing";
import { LandingPage, type LandingPageContent } from "@genbagura/ui";

export default function LandingRoutePage({ data }: PageProps<LandingPageContent>) {
  return <LandingPage content={data} />;
}
