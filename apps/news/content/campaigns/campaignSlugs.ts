/**
 * The slugs behind `/campaign/{slug}`, kept apart from the campaign records so route validation in the
 * browser stays a few bytes (campaigns.test.ts checks they match the records).
 */
export const campaignSlugs: readonly string[] = [
  "20160726summer",
  "20170201kokuban",
  "20171002pad",
  "20180402shinnendo",
  "20181203yearend",
  "20190610cloud",
  "20191101tough",
  "20200601office",
  "20201019kokubanapp",
  "20210412pocket",
  "20211004minitough",
  "20220606dekigata",
  "20221003pix",
  "20230508netis",
  "20230904overtime",
  "20231201yearendsale",
  "20240603powerkit",
  "20241111kcloud20000",
  "20250116newyear",
];

export const isCampaignSlug = (slug: string | undefined): boolean =>
  slug !== undefined && campaignSlugs.includes(slug);
