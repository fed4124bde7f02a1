import type { PageProps } from "@genbagura/routing";
import { LandingPage } from "@genbagura/ui";
import type { CloudLandingPageData } from "../pageData";

/** The cloud app's landing pages (adlp): the landing template with one focused action. */
export default function CloudLandingRoutePage({ data }: PageProps<CloudLandingPageData>) {
  return <LandingPage content={data.content} />;
}
