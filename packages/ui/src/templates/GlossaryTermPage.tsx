import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import { ReadingColumns } from "../components/ReadingColumns";
import type { ContentBlock } from "../content/blocks";
import type { GlossaryTermPageContent } from "../content/pages";

/** One entry of the construction dictionary. */
export function GlossaryTermPage({ data: content }: { data: GlossaryTermPageContent }) {
  const { term, reading, definition, relatedTerms, relatedProducts, index } = content;
  const blocks: ContentBlock[] = [
    { kind: "prose", heading: `${term}とは`, paragraphs: definition },
    ...(content.blocks ?? []),
  ];
  const related: ContentBlock[] = [
    ...(relatedTerms.length > 0
      ? [{ kind: "relatedLinks", heading: "関連する用語", links: relatedTerms } as const]
      : []),
    ...(relatedProducts.length > 0
      ? [{ kind: "relatedLinks", heading: "関連する製品", links: relatedProducts } as const]
      : []),
    { kind: "relatedLinks", heading: "建設用語辞典", links: [index] },
  ];
  return (
    <Page as="article" narrow>
      <PageHero eyebrow="建設用語辞典" title={term} meta={<p>{`読み:${reading}`}</p>} />
      <ReadingColumns aside={<BlockRenderer blocks={related} />}>
        <BlockRenderer blocks={blocks} />
      </ReadingColumns>
    </Page>
  );
}

export default GlossaryTermPage;
