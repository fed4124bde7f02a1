import type {
  CaseCardData,
  DownloadPageContent,
  FigureItem,
  IllustrationName,
  LabelledValue,
  LinkItem,
  QuoteData,
  ThanksPageContent,
  TitledProse,
} from "@genbagura/ui";
import type { LeadFormData, LeadFormSpec } from "../pageData";

// What the case pages receive (the routes' `load` returns it, the pages in src/pages/cases render it):
// declared beside the content that produces it, so content never imports from src/.

export interface CaseFilterLink {
  label: string;
  href: string;
  /** Cases listed on that page. */
  count: number;
  current: boolean;
}

export interface CaseFilterGroup {
  /** e.g. 業種 */
  label: string;
  links: readonly CaseFilterLink[];
}

/** A case on `/case`: the shared case card, with its industry, product line and size as tags and its summary. */
export type CaseCard = CaseCardData & { summary: string };

/** `/case` and its filtered pages. */
export interface CaseIndexData {
  title: string;
  lead: string;
  filters: readonly CaseFilterGroup[];
  /** e.g. すべての導入事例(27件) */
  listHeading: string;
  cases: readonly CaseCard[];
  products: readonly LinkItem[];
}

/** A document sent after registration, as content writes it: what it holds, and its lead form by id. */
export interface DownloadFormContent {
  content: DownloadPageContent;
  /** The lead form by its id in src/forms.ts, with its hidden values and button label. */
  form: LeadFormSpec;
}

/** A download page's data: the lead form that requests the document, its definition bound on the server. */
export interface DownloadFormData extends Omit<DownloadFormContent, "form"> {
  form: LeadFormData;
}

export interface BookletCase {
  href: string;
  /** The drawing of the case's industry, for the PDF (the page shows the case's own hero). */
  scene: IllustrationName;
  company: string;
  title: string;
  lead: string;
  profile: readonly LabelledValue[];
  sections: readonly TitledProse[];
  figures: readonly FigureItem[];
  basis: string;
  quote: QuoteData;
}

export interface BookletContent {
  title: string;
  intro: readonly string[];
  cases: readonly BookletCase[];
}

export interface CaseBookletData {
  thanks: ThanksPageContent;
  booklet: BookletContent;
  /** The same booklet as a PDF. */
  pdf: { href: string; label: string };
  /**
   * A collection shows each case's profile and figures on the page and leaves the full text to the PDF
   * and the case's own page; a one-case booklet shows the whole case.
   */
  onPage: "full" | "digest";
}
