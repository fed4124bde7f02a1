import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { LandingPageContent } from "../content/pages";
import { LANDING_FORM_ID, LandingFormSection } from "../landing/LandingFormSection";
import { conditionsBlock } from "./period";

/**
 * A campaign-style page with one focused action, offered at the top and again at the end. A page with its
 * own short form ends with it, after the proof, and its hero button leads down to it.
 */
export function LandingPage({ data: content }: { data: LandingPageContent }) {
  const { hero, benefits, conditions, action, form, proof = [] } = content;
  const target = { label: action.label, href: form ? `#${LANDING_FORM_ID}` : action.href };
  const blocks: ContentBlock[] = [
    { kind: "features", heading: benefits.heading, items: benefits.items },
    conditionsBlock(conditions.heading, conditions.period, conditions.items),
    ...(content.blocks ?? []),
    ...proof,
    ...(form
      ? []
      : [
          {
            kind: "callToAction" as const,
            heading: action.heading,
            body: action.body,
            actions: [target],
          },
        ]),
  ];
  return (
    <Page>
      <PageHero {...hero} actions={[target]} />
      <BlockRenderer blocks={blocks} />
      {form ? <LandingFormSection heading={action.heading} body={action.body} landingForm={form} /> : null}
    </Page>
  );
}

export default LandingPage;
