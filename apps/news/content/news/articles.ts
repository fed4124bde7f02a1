import { articleTexts } from "./articleTexts.collection";
import type { ArticleRef } from "./catalogue";
import type { NewsArticleEntry } from "./model";

/** The title and text of an article of the catalogue. */
export function articleEntryOf(article: ArticleRef): NewsArticleEntry {
  const entry = articleTexts[article.section][article.id];
  if (!entry) throw new Error(`No article written for ${article.path}`);
  return entry;
}
