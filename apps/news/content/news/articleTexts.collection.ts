import { articleTextsOf, loadArticleFiles } from "./articleFiles";
import type { NewsArticleEntry } from "./model";
import type { NewsSection } from "./newsTaxonomy";

/** Every article's title and text by section and id, compiled at build time from the Markdown files. */
export const articleTexts: Record<NewsSection, Record<string, NewsArticleEntry>> = articleTextsOf(
  loadArticleFiles(),
);
