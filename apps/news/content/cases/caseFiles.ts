import {
  bodyRecords,
  type CollectionEntry,
  type CollectionRoot,
  calendarDate,
  loadCollection,
  oneOf,
  requiredText,
} from "@genbagura/collections";
import type { ContentBlock } from "@genbagura/ui";
import * as v from "valibot";
import { type CaseStudyRecord, type FiledProductId, industries, productLines } from "./caseTypes";

// The case studies: one Markdown file per case, `cases/<id>.md` (the id is the path segment of
// `/case/<id>`). The frontmatter files the case (industry, company, products); the body is the story in a
// fixed order of sections (`sectionOrder`), so every case page, card and booklet reads the same way.

const idRule = /^[a-z0-9]+(?:_[a-z0-9]+)*$/u;

const filedProducts: readonly FiledProductId[] = productLines.flatMap((line) => line.products);
const isFiledProduct = (id: string): id is FiledProductId =>
  (filedProducts as readonly string[]).includes(id);

export const caseFrontmatter = v.strictObject({
  /** A striking line of the customer's in 「」: the page's h1. */
  title: v.pipe(requiredText, v.regex(/^「.+」$/u, "is the customer's words in 「」")),
  /** The publication date. */
  date: calendarDate,
  industry: oneOf(industries.map((industry) => industry.slug)),
  company: v.strictObject({
    /** Fictional company. */
    name: requiredText,
    /** Prefecture and city of the head office. */
    location: requiredText,
    business: requiredText,
    employees: v.pipe(
      v.number("must be the number of employees"),
      v.integer("must be a whole number"),
      v.minValue(1, "must be 1 or more"),
    ),
  }),
  /**
   * Product ids (siteConfig.products: checked where the records are compiled, caseRecords.ts); the first
   * is the one the case is filed under.
   */
  products: v.pipe(
    v.array(requiredText),
    v.minLength(1, "missing: name the products the case is about"),
    v.check(
      ([first]) => first === undefined || isFiledProduct(first),
      `the first product is the one the case is filed under: one of ${filedProducts.join(", ")}`,
    ),
  ),
  /** The case offers its own booklet at `/case/<id>/download`. */
  booklet: v.optional(v.boolean()),
});

type CaseData = v.InferOutput<typeof caseFrontmatter>;

/** A case as its file says it: a record whose products (after the first) are not checked yet. */
export type CaseFile = Omit<CaseStudyRecord, "products"> & {
  products: readonly [FiledProductId, ...string[]];
};

/** The sections of a body in order: a lead paragraph, three ## sections, the figures and the quote. */
const sectionOrder = [
  "the lead (one paragraph, before any heading)",
  "## 導入前の課題 (paragraphs)",
  "## 現場蔵を選んだ理由と使い方 (paragraphs, then a - list of how they use it)",
  "## 導入の効果 (paragraphs)",
  ":::figures (a - list of **value** label)",
  ':::quote{speaker="…" role="…"}',
] as const;

type Prose = Extract<ContentBlock, { kind: "prose" }>;

function prose(block: ContentBlock | undefined, heading: string | undefined, bullets: boolean): Prose | null {
  if (block?.kind !== "prose" || block.heading !== heading) return null;
  if (bullets !== (block.bullets !== undefined)) return null;
  return block;
}

/** The record a file describes, or what is wrong with its body. */
function recordOf({ slug, data, blocks }: CollectionEntry<CaseData>): CaseFile | string {
  const [lead, challenge, solution, results, figures, quote, ...rest] = blocks;
  const leadBlock = prose(lead, undefined, false);
  const challengeBlock = prose(challenge, "導入前の課題", false);
  const solutionBlock = prose(solution, "現場蔵を選んだ理由と使い方", true);
  const resultsBlock = prose(results, "導入の効果", false);
  const [filed, ...others] = data.products;
  if (
    leadBlock?.paragraphs.length !== 1 ||
    !challengeBlock ||
    !solutionBlock ||
    !resultsBlock ||
    figures?.kind !== "figures" ||
    quote?.kind !== "quote" ||
    quote.role === undefined ||
    rest.length > 0
  ) {
    return `the body is, in this order: ${sectionOrder.join("; ")}`;
  }
  if (filed === undefined || !isFiledProduct(filed))
    return "the first product is not one a case is filed under";
  return {
    id: slug,
    publishedAt: data.date,
    industry: data.industry,
    company: data.company,
    products: [filed, ...others],
    booklet: data.booklet ?? false,
    title: data.title,
    lead: leadBlock.paragraphs[0] ?? "",
    challenge: challengeBlock.paragraphs,
    reasons: solutionBlock.paragraphs,
    usage: solutionBlock.bullets ?? [],
    results: resultsBlock.paragraphs,
    figures: figures.items,
    quote: { text: quote.text, speaker: quote.speaker, role: quote.role },
  };
}

const casesFolder: CollectionRoot = { app: "news", folder: "content/cases" };

/**
 * Every case of `cases/<id>.md`, read and validated (all but the product ids, caseRecords.ts), in id order. Runs at build time (the collection
 * loader) and in tests; a bad file fails the build naming the file and the field.
 */
export function loadCaseFiles(root: CollectionRoot = casesFolder): CaseFile[] {
  const entries = loadCollection({
    ...root,
    frontmatter: caseFrontmatter,
    slug: {
      test: (slug) => idRule.test(slug),
      rule: "the file name is the case's id: lower-case letters and digits, parts joined by _ (027.md)",
    },
  });
  return bodyRecords(root.folder, entries, recordOf);
}

/** What the routes need of the cases: the ids of every case and of those with a booklet. */
export interface CaseIdIndex {
  cases: string[];
  booklets: string[];
}

export function caseIdIndexOf(records: readonly CaseFile[]): CaseIdIndex {
  return {
    cases: records.map((record) => record.id),
    booklets: records.filter((record) => record.booklet).map((record) => record.id),
  };
}
