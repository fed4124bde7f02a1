import path from "node:path";
import {
  type CollectionDefinition,
  type CollectionEntry,
  type CollectionRoot,
  loadCollection,
  loadTogether,
} from "@genbagura/collections";
import type { ContentBlock } from "@genbagura/ui";
import type * as v from "valibot";
import { isoDateOfId, isWellFormedDateId } from "./dateId";
import { articleFrontmatter, noticeFrontmatter, releaseNoteFrontmatter } from "./frontmatter";
import type { NewsArticleEntry } from "./model";
import {
  isNoticeCategory,
  type NewsCategory,
  type NewsSection,
  type NoticeCategory,
  type ReleaseNoteProduct,
} from "./newsTaxonomy";

/** One article as its file says it, with the section its folder names. */
export interface ArticleFile {
  section: NewsSection;
  /** The file name: `20260210`, or `20260210_2` for a second article of the day. */
  id: string;
  category: NewsCategory;
  /** Release notes only. */
  product?: ReleaseNoteProduct;
  /** ISO calendar date. */
  date: string;
  updatedAt?: string;
  title: string;
  blocks: ContentBlock[];
}

type ArticleSchema = typeof articleFrontmatter | typeof noticeFrontmatter | typeof releaseNoteFrontmatter;

const newsContent: CollectionRoot = { app: "news", folder: "content/news" };

function definition<TSchema extends ArticleSchema>(
  root: CollectionRoot,
  section: NewsSection,
  frontmatter: TSchema,
): CollectionDefinition<TSchema> {
  return {
    ...root,
    folder: path.join(root.folder, section),
    frontmatter,
    slug: {
      test: isWellFormedDateId,
      rule: "the file name is the date, YYYYMMDD.md (YYYYMMDD_2.md for a second article that day)",
    },
    check: ({ slug, data }) => [
      ...(isWellFormedDateId(slug) && data.date !== isoDateOfId(slug)
        ? [{ field: "date", message: `${data.date} is not the date of the file name ${slug}.md` }]
        : []),
      ...(data.updated !== undefined && data.updated < data.date
        ? [{ field: "updated", message: `${data.updated} is before the date ${data.date}` }]
        : []),
    ],
  };
}

function articleOf(
  section: NewsSection,
  category: NewsCategory,
  { slug, data, blocks }: CollectionEntry<v.InferOutput<ArticleSchema>>,
): ArticleFile {
  return {
    section,
    id: slug,
    category,
    ...("product" in data ? { product: data.product } : {}),
    date: data.date,
    ...(data.updated ? { updatedAt: data.updated } : {}),
    title: data.title,
    blocks,
  };
}

/**
 * Every article of `content/news/<section>/<id>.md`, read and validated. Runs at build time (the
 * collection loader) and in tests; the pages get its result as data. `root`: another folder of the same
 * layout, for tests. The problems of every section are reported together.
 */
export function loadArticleFiles(root: CollectionRoot = newsContent): ArticleFile[] {
  return loadTogether("news", [
    () =>
      loadCollection(definition(root, "notice", noticeFrontmatter)).map((entry) =>
        articleOf("notice", entry.data.category, entry),
      ),
    ...(["pressrelease", "ios", "terms"] as const).map(
      (section) => () =>
        loadCollection(definition(root, section, articleFrontmatter)).map((entry) =>
          articleOf(section, section, entry),
        ),
    ),
    () =>
      loadCollection(definition(root, "update", releaseNoteFrontmatter)).map((entry) =>
        articleOf("update", "update", entry),
      ),
  ]);
}

/**
 * What the routes need of each article, as compact as the browser can take it: the ids of each section,
 * with the category of a notice and the product of a release note. The date is the id's (the build
 * checks that the date field agrees).
 */
export interface ArticleIndex {
  notice: Record<string, NoticeCategory>;
  pressrelease: string[];
  ios: string[];
  update: Record<string, ReleaseNoteProduct>;
  terms: string[];
}

export function articleIndexOf(files: readonly ArticleFile[]): ArticleIndex {
  const index: ArticleIndex = { notice: {}, pressrelease: [], ios: [], update: {}, terms: [] };
  for (const file of files) {
    switch (file.section) {
      case "notice":
        if (isNoticeCategory(file.category)) index.notice[file.id] = file.category;
        break;
      case "update":
        if (file.product) index.update[file.id] = file.product;
        break;
      default:
        index[file.section].push(file.id);
    }
  }
  return index;
}

/** Titles and texts by section and id. */
export function articleTextsOf(
  files: readonly ArticleFile[],
): Record<NewsSection, Record<string, NewsArticleEntry>> {
  const texts: Record<NewsSection, Record<string, NewsArticleEntry>> = {
    notice: {},
    pressrelease: {},
    ios: {},
    update: {},
    terms: {},
  };
  for (const { section, id, title, blocks, updatedAt } of files) {
    texts[section][id] = { title, blocks, ...(updatedAt ? { updatedAt } : {}) };
  }
  return texts;
}
