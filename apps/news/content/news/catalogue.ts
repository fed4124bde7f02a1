/**
 * Every news article's id, category and date, without its text, derived from the files of
 * `content/news/<section>/<id>.md` (compiled at build time by `articleIndex.collection.ts`). The routes
 * module validates, prerenders and paginates from this alone, so listing routes never downloads an article.
 */

import { compareCodePoints } from "@genbagura/ui";
import { articleIndex } from "./articleIndex.collection";
import { isoDateOfId } from "./dateId";
import {
  type NewsCategory,
  type NewsSection,
  type ReleaseNoteProduct,
  sectionBasePaths,
} from "./newsTaxonomy";

export {
  type NewsCategory,
  type NewsSection,
  type NoticeCategory,
  noticeCategories,
  type ReleaseNoteProduct,
  releaseNoteProducts,
  sectionBasePaths,
} from "./newsTaxonomy";

export interface ArticleRef {
  section: NewsSection;
  id: string;
  category: NewsCategory;
  /** Release notes only. */
  product?: ReleaseNoteProduct;
  /** ISO calendar date, from the id. */
  date: string;
  path: string;
}

/** Newest first; on the same day the later suffix (`_2`) first. */
function newestFirst(a: ArticleRef, b: ArticleRef): number {
  return compareCodePoints(b.id, a.id) || compareCodePoints(a.section, b.section);
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

/** Every article of the site, newest first. */
export const articleRefs: readonly ArticleRef[] = [
  ...Object.entries(articleIndex.notice).map(([id, category]) => ref("notice", id, category)),
  ...articleIndex.pressrelease.map((id) => ref("pressrelease", id, "pressrelease")),
  ...articleIndex.ios.map((id) => ref("ios", id, "ios")),
  ...Object.entries(articleIndex.update).map(([id, product]) => ref("update", id, "update", product)),
  ...articleIndex.terms.map((id) => ref("terms", id, "terms")),
].sort(newestFirst);

/** The ids of one section, for `prerender` and `validate`. */
export function idsOfSection(section: NewsSection): string[] {
  return articleRefs.filter((article) => article.section === section).map((article) => article.id);
}
