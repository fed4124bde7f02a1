import type { ProductId, TitledProse } from "@genbagura/ui";

/** How a visitor takes up an offer; each method has one set of steps and one action (campaignPage.ts). */
export const applyMethodKinds = ["store", "estimate", "request"] as const;
export type ApplyMethod = (typeof applyMethodKinds)[number];

/** One dated campaign, `/campaign/{slug}`, as its file (`{slug}.md`) tells it. */
export interface CampaignRecord {
  /** `YYYYMMDD` of the start date followed by a name, e.g. `20230508netis`. */
  slug: string;
  title: string;
  /** 80–120 characters: shown under the title and used as the meta description. */
  lead: string;
  /** ISO dates, inclusive. */
  period: { start: string; end: string };
  /** The offer; `bullets` are its benefits (three or more). */
  offer: TitledProse & { bullets: readonly [string, string, string, ...string[]] };
  conditions: readonly string[];
  products: readonly [ProductId, ...ProductId[]];
  apply: ApplyMethod;
}
