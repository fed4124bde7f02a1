import type { PageProps } from "@genbagura/routing";
import type { LandingPageContent } from "../content/pages";
import { LandingPage } from "../templates/LandingPage";

/** The lazy page of every advertising landing page (adlp, direct mail): one focused action. */
export default function LandingRoutePage({ data }: PageProps<LandingPageContent>) {
  return <LandingPage content={data} />;
}
