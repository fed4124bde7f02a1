import type { FaqItem } from "../content/blocks";

/** Width- and case-insensitive form of text for matching (全角 ＡＢＣ and half-width ｶﾅ fold too). */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** The words of a query; full-width spaces separate words as well. */
export function queryTerms(query: string): string[] {
  return normaliseForSearch(query)
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

/** True when every term occurs in the question or the answer. An empty query matches everything. */
export function faqMatches(item: FaqItem, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = normaliseForSearch(`${item.question}\n${item.answer}`);
  return terms.every((term) => haystack.includes(term));
}
