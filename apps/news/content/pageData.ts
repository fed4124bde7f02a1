import type { FormDefinition } from "@genbagura/forms";
import type { ContentBlock, LinkItem, ThanksPageContent } from "@genbagura/ui";

// The data the news pages of one-off kinds render; content files fill these shapes (content never
// imports src/, so the shapes live here and the page components import them).

/**
 * Which lead form a page shows, as content names it: by its id in src/forms.ts (the kind's server half
 * puts the definition in the page's data, and fails the render on an unknown id), with fixed values.
 */
export interface LeadFormSpec {
  formId: string;
  hidden?: Record<string, string>;
  submitLabel?: string;
}

/** The lead form a page shows, as the page receives it: the form's definition, with the fixed values. */
export interface LeadFormData {
  form: FormDefinition;
  hidden?: Record<string, string>;
  submitLabel?: string;
}

/** An explanation followed by the form that asks for a consultation about it. */
export interface ConsultationPageContent {
  title: string;
  lead: string;
  blocks: readonly ContentBlock[];
  formHeading: string;
  formLead: string;
  form: LeadFormSpec;
}

export interface ConsultationPageData extends Omit<ConsultationPageContent, "form"> {
  form: LeadFormData;
}

/** A landing page whose one action is the form at its end. */
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
