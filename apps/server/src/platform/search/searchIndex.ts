import {
  type SearchExcerptPart,
  type SiteSearchAnswer,
  type SiteSearchHit,
  searchQueryLimit,
} from "@genbagura/routing";
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import { defaultTokenizerMode, foldNormalized, markTerms, type TokenizerMode, tokenize } from "./searchText";

/** One page as the index holds it. Text fields are NFKC, so excerpts show what the folding matched. */
export interface SearchDocument {
  path: string;
  title: string;
  family: string;
  description: string;
  headings: string;
  questions: string;
  /** Names of recorded products the page mentions. */
  products: string;
  body: string;
}

/**
 * Titles, product names, headings and FAQ questions weigh more than body text. Headings and questions
 * share a field, and so do the description and the body: every field a query term is looked up in
 * costs time on every query.
 */
const boost = { title: 5, products: 3, headings: 2, body: 1 };
const fields = Object.keys(boost) as (keyof typeof boost)[];

/** A page's text as the index's fields hold it. */
interface IndexedPage {
  id: number;
  path: string;
  title: string;
  family: string;
  products: string;
  headings: string;
  body: string;
  /** What excerpts are cut from (stored, not searched). */
  text: string;
}
/** Excerpts are cut from the start of a page's text: enough for the first mention on most pages. */
const excerptSource = 4000;
const excerptLength = 120;
const maxHits = 20;
/** Raised whenever the tokenizer or the stored fields change: an index of another format is built again. */
const indexFormat = 3;

interface Stored {
  path: string;
  title: string;
  family: string;
  text: string;
}

function options(mode: TokenizerMode): Options<IndexedPage> {
  return {
    fields,
    storeFields: ["path", "title", "family", "text"],
    tokenize: (text) => tokenize(text, mode),
    // Terms arrive folded; MiniSearch's default would lower-case them again.
    processTerm: (term) => term,
    searchOptions: { boost, combineWith: "OR" },
  };
}

/** The index of a set of pages, as the file a publish writes beside them. */
export function buildSearchIndex(
  documents: readonly SearchDocument[],
  mode: TokenizerMode = defaultTokenizerMode,
): string {
  const index = new MiniSearch(options(mode));
  index.addAll(
    documents.map((document, id) => ({
      id,
      path: document.path,
      title: document.title,
      family: document.family,
      products: document.products,
      headings: [document.headings, document.questions].filter(Boolean).join("\n"),
      body: [document.description, document.body].filter(Boolean).join("\n"),
      text: [document.questions, document.body].filter(Boolean).join("\n").slice(0, excerptSource),
    })),
  );
  return JSON.stringify({ format: indexFormat, mode, documents: documents.length, index });
}

/** Whether an index file (its first bytes) was written in this format, so a publish may reuse it. */
export function isCurrentFormat(head: string): boolean {
  return head.startsWith(`{"format":${indexFormat},`);
}

/** Removes what a query should not carry: lone surrogates, control and direction marks, extra spaces. */
export function cleanQuery(raw: string): { query: string; cut: boolean } {
  const cleaned = raw
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, " ")
    .replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(cleaned);
  if (characters.length <= searchQueryLimit) return { query: cleaned, cut: false };
  return { query: characters.slice(0, searchQueryLimit).join("").trim(), cut: true };
}

/** A short piece of the page around the first matched word, every matched word marked. */
export function excerptOf(text: string, terms: readonly string[]): SearchExcerptPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const folded = foldNormalized(flat);
  const usable = folded.length === flat.length ? terms.filter((term) => term.length > 0) : [];
  const first = Math.min(...usable.map((term) => folded.indexOf(term)).filter((at) => at >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - 30) : 0;
  let end = Math.min(flat.length, start + excerptLength);
  const parts: SearchExcerptPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (part) parts.push({ text: part, marked });
  };
  if (start > 0) push("…", false);
  let at = start;
  while (at < end) {
    let next = -1;
    let term = "";
    for (const candidate of usable) {
      const found = folded.indexOf(candidate, at);
      if (
        found >= 0 &&
        found < end &&
        (next < 0 || found < next || (found === next && candidate.length > term.length))
      ) {
        next = found;
        term = candidate;
      }
    }
    if (next < 0) {
      push(flat.slice(at, end), false);
      break;
    }
    push(flat.slice(at, next), false);
    // A word the cut would halve is shown whole.
    end = Math.max(end, next + term.length);
    push(flat.slice(next, next + term.length), true);
    at = next + term.length;
  }
  if (end < flat.length) push("…", false);
  return parts;
}

export interface SiteSearch {
  search: (rawQuery: string) => SiteSearchAnswer;
  documentCount: number;
}

/** Opens an index file; throws when it is not one (the origin then answers 503 for /search only). */
export function openSearchIndex(json: string): SiteSearch {
  const file = JSON.parse(json) as {
    format?: number;
    mode?: TokenizerMode;
    documents?: number;
    index?: AsPlainObject;
  };
  if (file.format !== indexFormat || !file.mode || file.index === undefined) {
    throw new Error(`not a search index of format ${indexFormat}`);
  }
  const index = MiniSearch.loadJS<IndexedPage>(file.index, options(file.mode));
  return {
    documentCount: file.documents ?? index.documentCount,
    search(rawQuery) {
      const { query, cut } = cleanQuery(rawQuery);
      if (query === "") return { query, cut, hits: [] };
      const terms = markTerms(query);
      const hits: SiteSearchHit[] = index
        .search(query)
        .slice(0, maxHits)
        .map((result) => {
          const stored = result as unknown as Stored;
          return {
            href: stored.path,
            title: stored.title,
            family: stored.family,
            excerpt: excerptOf(stored.text, terms),
          };
        });
      return { query, cut, hits };
    },
  };
}
