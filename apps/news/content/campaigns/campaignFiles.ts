import {
  bodyRecords,
  type CollectionEntry,
  type CollectionRoot,
  calendarDate,
  loadCollection,
  oneOf,
  requiredText,
} from "@genbagura/collections";
import type { ContentBlock } from "@genbagura/ui";
import * as v from "valibot";
import { applyMethodKinds, type CampaignRecord } from "./campaignTypes";

// The dated campaigns: one Markdown file per campaign page, `<slug>.md` for `/campaign/<slug>`, the slug
// being the start date and a name (`20230508netis`). The frontmatter holds what the page computes with
// (period, products, how to apply); the body is the lead, the offer and the conditions. The programmes
// (offers without an end date, programmes.ts) are landing pages of their own shape, not entries.

const slugRule = /^(\d{4})(\d{2})(\d{2})[a-z0-9]+$/u;
const isoDateOfSlug = (slug: string): string | undefined => {
  const match = slugRule.exec(slug);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
};

export const campaignFrontmatter = v.strictObject({
  title: requiredText,
  /** The first and last day (inclusive, Japanese calendar days); the start is the slug's date. */
  start: calendarDate,
  end: calendarDate,
  /** Product ids (siteConfig.products: checked where the records are compiled, campaignRecords.ts). */
  products: v.pipe(v.array(requiredText), v.minLength(1, "missing: name the products of the offer")),
  /** How a visitor takes it up: the steps and the action of the page. */
  apply: oneOf(applyMethodKinds),
});

type CampaignData = v.InferOutput<typeof campaignFrontmatter>;

/** A campaign as its file says it: a record whose product ids are not checked yet. */
export type CampaignFile = Omit<CampaignRecord, "products"> & { products: readonly [string, ...string[]] };

const bodyOrder =
  "the body is, in this order: the lead (one paragraph); a ## heading for the offer (e.g. ## キャンペーンの内容) with paragraphs and a - list of three or more benefits; ## 期間・条件 with a - list of conditions";

type Prose = Extract<ContentBlock, { kind: "prose" }>;
const isProse = (block: ContentBlock | undefined): block is Prose => block?.kind === "prose";

function recordOf({ slug, data, blocks }: CollectionEntry<CampaignData>): CampaignFile | string {
  const [lead, offer, conditions, ...rest] = blocks;
  const [first, second, third, ...more] = (isProse(offer) && offer.bullets) || [];
  const [product, ...products] = data.products;
  if (
    !isProse(lead) ||
    lead.heading !== undefined ||
    lead.bullets !== undefined ||
    lead.paragraphs.length !== 1 ||
    !isProse(offer) ||
    offer.heading === undefined ||
    offer.paragraphs.length === 0 ||
    first === undefined ||
    second === undefined ||
    third === undefined ||
    !isProse(conditions) ||
    conditions.heading !== "期間・条件" ||
    conditions.paragraphs.length > 0 ||
    conditions.bullets === undefined ||
    rest.length > 0
  ) {
    return bodyOrder;
  }
  if (product === undefined) return "no product";
  return {
    slug,
    title: data.title,
    lead: lead.paragraphs[0] ?? "",
    period: { start: data.start, end: data.end },
    offer: { heading: offer.heading, paragraphs: offer.paragraphs, bullets: [first, second, third, ...more] },
    conditions: conditions.bullets,
    products: [product, ...products],
    apply: data.apply,
  };
}

const campaignsFolder: CollectionRoot = { app: "news", folder: "content/campaigns" };

/**
 * Every campaign of `<slug>.md`, read and validated (all but the product ids, campaignRecords.ts), oldest first (the slug starts with the date). Runs
 * at build time (the collection loader) and in tests; a bad file fails the build naming file and field.
 */
export function loadCampaignFiles(root: CollectionRoot = campaignsFolder): CampaignFile[] {
  const entries = loadCollection({
    ...root,
    frontmatter: campaignFrontmatter,
    slug: {
      test: (slug) => isoDateOfSlug(slug) !== undefined,
      rule: "the file name is the start date and a name in lower-case letters: YYYYMMDDname.md (20270401spring.md)",
    },
    check: ({ slug, data }) => [
      ...(isoDateOfSlug(slug) !== undefined && isoDateOfSlug(slug) !== data.start
        ? [{ field: "start", message: `${data.start} is not the date of the file name ${slug}.md` }]
        : []),
      ...(data.end < data.start
        ? [{ field: "end", message: `${data.end} is before the start ${data.start}` }]
        : []),
    ],
  });
  return bodyRecords(root.folder, entries, recordOf);
}
