import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { LandingPageContent } from "../content/pages";
import { conditionsBlock } from "./period";

/** A campaign-style page with one focused action, offered at the top and again at the end. */
export function LandingPage({ data: content }: { data: LandingPageContent }) {
  const { hero, benefits, conditions, action } = content;
  const blocks: ContentBlock[] = [
    { kind: "features", heading: benefits.heading, items: benefits.items },
    conditionsBlock(conditions.heading, conditions.period, conditions.items),
    ...(content.blocks ?? []),
    {
      kind: "callToAction",
      heading: action.heading,
      body: action.body,
      actions: [{ label: action.label, href: action.href }],
    },
  ];
  return (
    <Page>
      <PageHero {...hero} actions={[{ label: action.label, href: action.href }]} />
      <BlockRenderer blocks={blocks} />
    </Page>
  );
}

export default LandingPage;
