import { loadCampaignFiles } from "./campaignFiles";

/**
 * The slugs behind `/campaign/{slug}`, without the campaigns' text: what the routes validate and
 * prerender from. Compiled at build time from `<slug>.md` (packages/collections).
 */
export const campaignSlugIndex: readonly string[] = loadCampaignFiles().map((campaign) => campaign.slug);
