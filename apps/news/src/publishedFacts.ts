import { type DatedEntry, linkMark, type RecordedFact, type SaleWindow } from "@genbagura/routing";
import { type ProductId, productById, siteConfig } from "@genbagura/ui";
import { campaigns } from "../content/campaigns/campaigns.collection";
import { programmes } from "../content/campaigns/programmes";
import { caseStudies } from "../content/cases/caseStudies.collection";
import { industries } from "../content/cases/caseTypes";
import { launchDateOf, namingsOf } from "../content/news/productLaunches";

/**
 * Each case's industry, for the fact check at every publish: a teaser on any page that links to a case
 * gives it the industry the case is filed under (C10).
 */
export async function facts(): Promise<readonly RecordedFact[]> {
  return caseStudies.map((record) => ({
    id: `case/${record.id}.industry`,
    kind: "industry",
    subjects: [linkMark(`/case/${record.id}`)],
    values: [industries.find((industry) => industry.slug === record.industry)?.label ?? record.industry],
  }));
}

/** Each product's launch, as the press release that launched it dates it (C8, C9). */
export async function saleWindows(): Promise<readonly SaleWindow[]> {
  return siteConfig.products.flatMap((product) => {
    const from = launchDateOf(product.id);
    return from === undefined
      ? []
      : [{ id: `${product.id}.launched`, subjects: namingsOf(product.id), from }];
  });
}

/**
 * The family's dated entries: a case on its data year (調べ) with the products it uses, a campaign on its
 * first day with what it offers, a programme on the day it began. A press release is left out: it may
 * announce a launch before the day.
 */
export async function datedEntries(): Promise<readonly DatedEntry[]> {
  const named = (ids: readonly ProductId[]) => ids.map((id) => productById(id).name);
  return [
    ...caseStudies.map((record) => ({
      path: `/case/${record.id}`,
      key: `case/${record.id}`,
      date: record.publishedAt,
      text: [...named(record.products), record.title, record.lead].join("\n"),
    })),
    ...campaigns.map((campaign) => ({
      path: `/campaign/${campaign.slug}`,
      key: `campaign/${campaign.slug}`,
      date: campaign.period.start,
      text: [
        ...named(campaign.products),
        campaign.title,
        campaign.lead,
        ...campaign.offer.paragraphs,
        ...campaign.offer.bullets,
        ...campaign.conditions,
      ].join("\n"),
    })),
    ...programmes.map((programme) => ({
      path: programme.path,
      key: `programme${programme.path}`,
      date: programme.since,
      text: [programme.content.hero.title, programme.content.hero.lead, programme.summary].join("\n"),
    })),
  ];
}
