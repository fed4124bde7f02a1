import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { ProductPageContent } from "../content/pages";

export function ProductPage({ content }: { content: ProductPageContent }) {
  const { hero, features, spec, faq, relatedCase, callToAction } = content;
  const blocks: ContentBlock[] = [
    ...features.map((feature): ContentBlock => ({ kind: "prose", ...feature })),
    ...(spec ? [{ kind: "specTable", ...spec, heading: spec.heading ?? "仕様" } as const] : []),
    ...(content.blocks ?? []),
    { kind: "faq", ...faq },
    { kind: "relatedLinks", heading: "導入事例", links: [relatedCase] },
    { kind: "callToAction", ...callToAction },
  ];
  return (
    <Page>
      <PageHero {...hero} />
      <BlockRenderer blocks={blocks} />
    </Page>
  );
}
