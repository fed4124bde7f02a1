import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, type ContentBlock, Page, PageHero } from "@genbagura/ui";
import { AppDownloadPanel } from "../components/AppDownloadPanel";
import { ScreenShowcaseSection } from "../components/ScreenShowcaseSection";
import type { CloudProductPageData } from "../pageData";

/**
 * Every product and feature page of the cloud family: the product template's sections in its order,
 * with the drawn app screen after the hero and, on the iOS app's pages, the ways to get the app.
 */
export default function CloudProductRoutePage({ data }: PageProps<CloudProductPageData>) {
  const { content, app } = data;
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
      {app ? (
        <div className="g-block">
          <AppDownloadPanel app={app} />
        </div>
      ) : null}
      <div className="g-block">
        <ScreenShowcaseSection showcase={content.showcase} />
      </div>
      <BlockRenderer blocks={blocks} />
    </Page>
  );
}
