import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, PageHero } from "@genbagura/ui";
import type { GuideRouteData } from "../pageData";
import { GuideIntro } from "./GuideIntro";

/** A campaign link: the guide without the registration form. */
export default function GuideRoutePage({ data }: PageProps<GuideRouteData>) {
  return (
    <Page as="article" narrow>
      <PageHero title={data.guide.title} lead={data.notice} />
      <GuideIntro guide={data.guide} />
      <BlockRenderer blocks={data.guide.blocks} level={2} />
    </Page>
  );
}
