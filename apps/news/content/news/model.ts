import type { ContentBlock } from "@genbagura/ui";

/** One news article's title and text, from its Markdown file; its id, date and category are in the catalogue. */
export interface NewsArticleEntry {
  title: string;
  /** The body. Its first paragraph doubles as the summary in lists and the meta description. */
  blocks: readonly ContentBlock[];
  /** ISO date of a later correction or addition. */
  updatedAt?: string;
}
