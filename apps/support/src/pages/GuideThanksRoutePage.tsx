import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, Section, ThanksPage } from "@genbagura/ui";
import type { GuideThanksPageData } from "../../content/pageData";
import { GuideIntro } from "./GuideIntro";

/** After a guide's registration: the thanks message, then the guide to read, print or download right away. */
export default function GuideThanksRoutePage({ data }: PageProps<GuideThanksPageData>) {
  return (
    <>
      <ThanksPage data={data.thanks} />
      <Page as="article" narrow>
        <Section heading={data.guide.title} level={2} className="g-guide">
          <GuideIntro guide={data.guide} pdf={data.pdf} />
        </Section>
        <BlockRenderer blocks={data.guide.blocks} level={3} />
      </Page>
    </>
  );
}
