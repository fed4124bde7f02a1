import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, Section, ThanksPage } from "@genbagura/ui";
import type { GuideThanksRouteData } from "../pageData";
import { GuideIntro } from "./GuideIntro";

/** After a guide's registration: the thanks message, then the guide to read or print right away. */
export default function GuideThanksRoutePage({ data }: PageProps<GuideThanksRouteData>) {
  return (
    <>
      <ThanksPage content={data.thanks} />
      <Page as="article" narrow>
        <Section heading={data.guide.title} level={2} className="g-guide">
          <GuideIntro guide={data.guide} />
        </Section>
        <BlockRenderer blocks={data.guide.blocks} level={3} />
      </Page>
    </>
  );
}
