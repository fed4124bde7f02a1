import type { FormTable } from "../forms/formTable";
import type { ExportedLead } from "./csv";
import type { LeadQuery, LeadStore } from "./leadStore";

/** A test page's form (its leads never leave the store). */
function isTestForm(forms: FormTable, formId: string): boolean {
  return forms.get(formId)?.definition.test === true;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `2025-07-01` means midnight in Japan; a full ISO time (`2025-07-01T09:00:00+09:00`) is taken as is. */
export function parseSince(value: string): number | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/u.test(value)) {
    const utcMidnight = Date.parse(`${value}T00:00:00Z`);
    // Date.parse rolls 2025-02-30 over to March; the round trip catches it.
    const real = !Number.isNaN(utcMidnight) && new Date(utcMidnight).toISOString().startsWith(value);
    return real ? utcMidnight - JST_OFFSET_MS : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/u.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

export type ExportQueryResult = { ok: true; query: LeadQuery } | { ok: false; error: string };

/** Shared by the HTTP export and the CLI, so both accept the same values. */
export function parseExportQuery(
  since: string | undefined,
  form: string | undefined,
  forms: FormTable,
): ExportQueryResult {
  const query: LeadQuery = {};
  if (since !== undefined && since !== "") {
    const time = parseSince(since);
    if (time === undefined) return { ok: false, error: "since must be a date like 2025-07-01." };
    query.since = time;
  }
  if (form !== undefined && form !== "") {
    if (!forms.get(form)) {
      return { ok: false, error: `there is no form ${form}: check the form id.` };
    }
    if (isTestForm(forms, form)) {
      return { ok: false, error: `form ${form} belongs to a test page and is never exported.` };
    }
    query.formId = form;
  }
  return { ok: true, query };
}

/**
 * The leads marketing receives, each with its form's name on the site: test pages' leads stay in the
 * store but never leave it.
 */
export async function exportableLeads(
  store: LeadStore,
  query: LeadQuery,
  forms: FormTable,
): Promise<ExportedLead[]> {
  return (await store.listLeads(query))
    .filter((lead) => !isTestForm(forms, lead.formId))
    .map((lead) => ({ ...lead, formLabel: forms.get(lead.formId)?.definition.label }));
}
