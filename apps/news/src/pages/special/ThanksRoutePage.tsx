import type { PageProps } from "@genbagura/routing";
import {
  BlockRenderer,
  type ContentBlock,
  Page,
  Section,
  ThanksPage,
  type ThanksPageContent,
} from "@genbagura/ui";

export interface ThanksRouteData {
  thanks: ThanksPageContent;
  /** What the visitor asked for, delivered on the page itself (a report, a checklist). */
  document?: { title: string; blocks: readonly ContentBlock[] };
}

export default function ThanksRoutePage({ data }: PageProps<ThanksRouteData>) {
  return (
    <>
      <ThanksPage content={data.thanks} />
      {data.document ? (
        <Page as="article">
          <Section heading={data.document.title} level={2} className="g-booklet" id="document">
            <BlockRenderer blocks={data.document.blocks} level={3} />
          </Section>
        </Page>
      ) : null}
    </>
  );
}
