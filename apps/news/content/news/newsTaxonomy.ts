/**
 * The sections and categories of the news: the folders of `content/news/` and the values a frontmatter
 * may name. Plain constants, shared by the collection's schema (build time) and the routes (browser).
 */

/** Each section is a folder of Markdown files: `notice/`, `pressrelease/`, … */
export const newsSections = ["notice", "pressrelease", "ios", "update", "terms"] as const;
export type NewsSection = (typeof newsSections)[number];

/** `category:` of a notice (`notice/<id>.md`). */
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

export function isNoticeCategory(value: string): value is NoticeCategory {
  return (noticeCategories as readonly string[]).includes(value);
}

/** `product:` of a release note (`update/<id>.md`). */
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

export type NewsCategory = NoticeCategory | Exclude<NewsSection, "notice">;

/** Where each section's articles live: `/news/20250725`, `/news/pressrelease/20250725`, … */
export const sectionBasePaths: Record<NewsSection, string> = {
  notice: "/news",
  pressrelease: "/news/pressrelease",
  ios: "/news/ios",
  update: "/news/update",
  terms: "/news/terms",
};
