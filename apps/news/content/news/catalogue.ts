/**
 * Every news article's id and category, without its text. The routes module validates, prerenders and
 * paginates from this alone, so listing routes never downloads an article. The article files are keyed by
 * the same ids, and TypeScript checks that each id here has exactly one article.
 */

import { compareCodePoints } from "@genbagura/ui";

export const noticeCategories = [
  "info",
  "maintenance",
  "media",
  "campaign",
  "productlifecycle",
  "kenshu",
  "summer",
  "winter",
  "gw",
] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

export const releaseNoteProducts = [
  "cloud",
  "cloud_app",
  "dekigata",
  "goyo",
  "goyo2021",
  "goyodx",
  "media",
] as const;
export type ReleaseNoteProduct = (typeof releaseNoteProducts)[number];

/** `/news/{id}`: announcements, each in one of the notice categories. */
export const noticeIndex = {
  "20161003": "info",
  "20170601": "campaign",
  "20180410": "kenshu",
  "20180725": "media",
  "20190228": "productlifecycle",
  "20190410": "gw",
  "20190612": "maintenance",
  "20190920": "info",
  "20200409": "info",
  "20210818": "maintenance",
  "20210915": "productlifecycle",
  "20211115": "campaign",
  "20221201": "winter",
  "20220310": "media",
  "20230726": "summer",
  "20230915": "info",
  "20240105": "info",
  "20240221": "maintenance",
  "20240312": "kenshu",
  "20250522": "media",
  "20250610": "productlifecycle",
  "20250724": "summer",
  "20250901": "campaign",
  "20251127": "winter",
  "20251201": "productlifecycle",
  "20260414": "gw",
  "20260601": "info",
  "20261112": "maintenance",
} as const satisfies Record<string, NoticeCategory>;

/** `/news/pressrelease/{id}` */
export const pressReleaseIds = [
  "20160203",
  "20160419",
  "20160614",
  "20160906",
  "20161115",
  "20170201",
  "20170328",
  "20170516",
  "20170710",
  "20170822",
  "20171003",
  "20171205",
  "20180220",
  "20180410",
  "20180522",
  "20180801",
  "20181009",
  "20181120",
  "20181204",
  "20190226",
  "20190416",
  "20190521",
  "20190618",
  "20190827",
  "20191105",
  "20191203",
  "20200218",
  "20200407",
  "20200526",
  "20200825",
  "20200915",
  "20201006",
  "20201201",
  "20210217",
  "20210406",
  "20210525",
  "20210713",
  "20210928",
  "20211109",
  "20211214",
  "20220221",
  "20220412",
  "20220412_2",
  "20220524",
  "20220726",
  "20221004",
  "20221115",
  "20221213",
  "20230131",
  "20230314",
  "20230606",
  "20230822",
  "20231003",
  "20231107",
  "20231212",
  "20240116",
  "20240402",
  "20240521",
  "20240709",
  "20240910",
  "20241015",
  "20241203",
  "20250225",
  "20250415",
  "20250603",
  "20250826",
  "20251007",
  "20251118",
  "20260210",
  "20260414",
  "20260707",
  "20261006",
] as const;

/** `/news/ios/{id}`: compatibility notices for each iOS release. */
export const iosNoticeIds = [
  "20170920",
  "20180918",
  "20190924",
  "20200917",
  "20210921",
  "20220913",
  "20230919",
  "20240917",
  "20250916",
] as const;

/** `/news/update/{id}`: release notes, each for one product. */
export const releaseNoteIndex = {
  "20170210": "goyo",
  "20191105": "goyo",
  "20200720": "cloud",
  "20210405": "cloud_app",
  "20210601": "goyo2021",
  "20211025": "dekigata",
  "20220315": "goyo2021",
  "20220419": "goyodx",
  "20230301": "media",
  "20230612": "cloud",
  "20231010": "goyodx",
  "20240708": "cloud_app",
  "20250317": "dekigata",
  "20251020": "cloud",
  "20260401": "media",
  "20260519": "goyodx",
} as const satisfies Record<string, ReleaseNoteProduct>;

/** `/news/terms/{id}`: revisions of the terms of service. */
export const termsNoticeIds = ["20200301", "20220601", "20250725"] as const;

export type NoticeId = keyof typeof noticeIndex;
export type PressReleaseId = (typeof pressReleaseIds)[number];
export type IosNoticeId = (typeof iosNoticeIds)[number];
export type ReleaseNoteId = keyof typeof releaseNoteIndex;
export type TermsNoticeId = (typeof termsNoticeIds)[number];

export type NewsSection = "notice" | "pressrelease" | "ios" | "update" | "terms";
export type NewsCategory = NoticeCategory | Exclude<NewsSection, "notice">;

/** Where each section's articles live: `/news/20250725`, `/news/pressrelease/20250725`, … */
export const sectionBasePaths: Record<NewsSection, string> = {
  notice: "/news",
  pressrelease: "/news/pressrelease",
  ios: "/news/ios",
  update: "/news/update",
  terms: "/news/terms",
};

export interface ArticleRef {
  section: NewsSection;
  id: string;
  category: NewsCategory;
  /** Release notes only. */
  product?: ReleaseNoteProduct;
  /** ISO calendar date from the id. */
  date: string;
  path: string;
}

/** `20250725` or `20250725_2` -> `2025-07-25`. */
export function isoDateOfId(id: string): string {
  return `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;
}

function ref(
  section: NewsSection,
  id: string,
  category: NewsCategory,
  product?: ReleaseNoteProduct,
): ArticleRef {
  return {
    section,
    id,
    category,
    ...(product ? { product } : {}),
    date: isoDateOfId(id),
    path: `${sectionBasePaths[section]}/${id}`,
  };
}

/** Newest first; on the same day the later suffix (`_2`) first. */
function newestFirst(a: ArticleRef, b: ArticleRef): number {
  return compareCodePoints(b.id, a.id) || compareCodePoints(a.section, b.section);
}

/** Every article of the site, newest first. */
export const articleRefs: readonly ArticleRef[] = [
  ...Object.entries(noticeIndex).map(([id, category]) => ref("notice", id, category)),
  ...pressReleaseIds.map((id) => ref("pressrelease", id, "pressrelease")),
  ...iosNoticeIds.map((id) => ref("ios", id, "ios")),
  ...Object.entries(releaseNoteIndex).map(([id, product]) => ref("update", id, "update", product)),
  ...termsNoticeIds.map((id) => ref("terms", id, "terms")),
].sort(newestFirst);

/** The ids of one section, for `prerender` and `validate`. */
export function idsOfSection(section: NewsSection): string[] {
  return articleRefs.filter((article) => article.section === section).map((article) => article.id);
}
