import type { ReactNode } from "react";
import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { ProductPageContent } from "../content/pages";
import { DeviceViewImage, DeviceViewsBlock } from "../illustrations/DeviceViews";
import { UiPreview, UiPreviewsBlock } from "../previews/UiPreview";
import { LogoWallBlock } from "../proof/CustomerProof";

export interface ProductPageProps {
  data: ProductPageContent;
  /** Page-specific pictures or panels shown right after the hero (an app's screens, its download). */
  visual?: ReactNode;
}

export function ProductPage({ data: content, visual }: ProductPageProps) {
  const { hero, features, spec, faq, relatedCase, callToAction, views, proof, previews } = content;
  // A computed picture or a screen of the product takes the hero; the product's own drawing then goes to
  // the first feature without a drawing of its own, so the page still shows it.
  const movedTo =
    (views || previews) && hero.illustration ? features.findIndex((feature) => !feature.illustration) : -1;
  const shownFeatures = features.map((feature, index) =>
    index === movedTo && hero.illustration ? { ...feature, illustration: hero.illustration } : feature,
  );
  const blocks: ContentBlock[] = [
    ...shownFeatures.map((feature): ContentBlock => ({ kind: "prose", ...feature })),
    ...(spec ? [{ kind: "specTable", ...spec, heading: spec.heading ?? "仕様" } as const] : []),
    ...(content.blocks ?? []),
    { kind: "faq", ...faq },
    { kind: "relatedLinks", heading: "導入事例", links: [relatedCase] },
    { kind: "callToAction", ...callToAction },
  ];
  return (
    <Page>
      <PageHero
        {...hero}
        visual={
          previews ? (
            <UiPreview className="g-hero__preview" preview={previews.hero} />
          ) : views ? (
            <DeviceViewImage className="g-hero__illustration" view={views.front} eager />
          ) : undefined
        }
      />
      {views ? <DeviceViewsBlock heading={views.heading} note={views.note} views={views.others} /> : null}
      {previews?.more ? <UiPreviewsBlock {...previews.more} /> : null}
      {proof ? <LogoWallBlock {...proof} /> : null}
      {visual}
      <BlockRenderer blocks={blocks} />
    </Page>
  );
}

export default ProductPage;
