import { campaignSlugIndex } from "./campaignSlugs.collection";

/**
 * The slugs behind `/campaign/{slug}`, from the campaign files but without their text, so route
 * validation in the browser stays a few bytes.
 */
export const campaignSlugs: readonly string[] = campaignSlugIndex;

export const isCampaignSlug = (slug: string | undefined): boolean =>
  slug !== undefined && campaignSlugs.includes(slug);
