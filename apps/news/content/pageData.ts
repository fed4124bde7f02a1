import type { ContentBlock, LandingPageContent, LinkItem, ThanksPageContent } from "@genbagura/ui";

// The data the news pages of one-off kinds render; content files fill these shapes (content never
// imports src/, so the shapes live here and the page components import them).

/** Which lead form a page shows, by its id in src/forms.ts (the page checks it), with fixed values. */
export interface LeadFormSpec {
  formId: string;
  hidden?: Record<string, string>;
  submitLabel?: string;
}

/** An explanation followed by the form that asks for a consultation about it. */
export interface ConsultationPageData {
  title: string;
  lead: string;
  blocks: readonly ContentBlock[];
  formHeading: string;
  formLead: string;
  form: LeadFormSpec;
}

/** A landing page whose one action is the form at its end. */
export interface LandingFormData {
  /** Its action points to `#lead-form`, the form below it. */
  landing: LandingPageContent;
  formHeading: string;
  form: LeadFormSpec;
}

export interface DictionaryIndexRow {
  /** Anchor of the row's section. */
  id: string;
  /** e.g. あ行 */
  label: string;
  terms: readonly LinkItem[];
}

export interface DictionaryIndexData {
  title: string;
  lead: string;
  rows: readonly DictionaryIndexRow[];
  glossary: LinkItem;
}

export interface ThanksRouteData {
  thanks: ThanksPageContent;
  /** What the visitor asked for, delivered on the page itself (a report, a checklist). */
  document?: { title: string; blocks: readonly ContentBlock[] };
}
