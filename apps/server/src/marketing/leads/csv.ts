import type { Lead, LeadData } from "./leadStore";

// Leads as CSV for marketing: UTF-8 with a BOM and CRLF line ends, so Excel in Japan opens it as is.
// One column per answer a shared form kind collects (csv.test.ts checks every kind's fields).

const BOM = "\uFEFF";
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

function text(data: LeadData, key: string): string {
  const value = data[key];
  return typeof value === "string" ? value : "";
}

function joined(data: LeadData, keys: readonly string[], separator: string): string {
  return keys
    .map((key) => text(data, key))
    .filter((part) => part !== "")
    .join(separator);
}

/** `2025-07-25 10:30:00` in Japan time (no daylight saving, so a fixed offset is exact). */
export function formatJst(epochMs: number): string {
  return new Date(epochMs + JST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

function formatPostalCode(code: string): string {
  return /^\d{7}$/u.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}

/** A lead with the name its form has on the site (`form_name`), when the form is still live. */
export type ExportedLead = Lead & { formLabel?: string };

const columns: ReadonlyArray<readonly [header: string, value: (lead: ExportedLead) => string]> = [
  ["id", (lead) => lead.id],
  ["received_at", (lead) => formatJst(lead.receivedAt)],
  ["form_id", (lead) => lead.formId],
  ["company", (lead) => text(lead.data, "companyName")],
  ["department", (lead) => text(lead.data, "department")],
  ["name", (lead) => joined(lead.data, ["lastName", "firstName"], " ")],
  ["kana", (lead) => joined(lead.data, ["lastNameKana", "firstNameKana"], " ")],
  ["email", (lead) => text(lead.data, "email")],
  ["phone", (lead) => text(lead.data, "phone")],
  ["postal_code", (lead) => formatPostalCode(text(lead.data, "postalCode"))],
  ["prefecture", (lead) => text(lead.data, "prefecture")],
  ["address", (lead) => joined(lead.data, ["city", "street"], "")],
  ["message", (lead) => text(lead.data, "message")],
  ["utm_source", (lead) => text(lead.data, "utm_source")],
  ["utm_medium", (lead) => text(lead.data, "utm_medium")],
  ["utm_campaign", (lead) => text(lead.data, "utm_campaign")],
  ["spam", (lead) => (lead.spam ? "1" : "0")],
  // Added after the agreed columns, so an import that reads them by position keeps working.
  ["job_title", (lead) => text(lead.data, "jobTitle")],
  ["industry", (lead) => text(lead.data, "industry")],
  ["employees", (lead) => text(lead.data, "employees")],
  ["request_type", (lead) => text(lead.data, "requestType")],
  ["satisfaction", (lead) => text(lead.data, "satisfaction")],
  ["seminar_id", (lead) => text(lead.data, "seminarId")],
  ["case_id", (lead) => text(lead.data, "caseId")],
  ["utm_term", (lead) => text(lead.data, "utm_term")],
  ["utm_content", (lead) => text(lead.data, "utm_content")],
  ["referrer", (lead) => text(lead.data, "referrer")],
  ["landing_page", (lead) => text(lead.data, "landing_page")],
  // Marketing reads 「資料請求(現場蔵Pad)」, not `document_product_pad`.
  ["form_name", (lead) => lead.formLabel ?? ""],
];

export const CSV_COLUMNS = columns.map(([header]) => header);

/**
 * What a spreadsheet may run as a formula: a cell opening with =, +, -, @ or their full-width forms
 * (＝＋－＠, which a Japanese IME types and spreadsheets convert), also after leading spaces of any kind
 * (a no-break or ideographic space, invisible format characters), or opening with a tab or CR.
 */
const FORMULA_START = /^(?:[\s\p{Cf}]*[=+\-@＝＋－＠]|[\t\r])/u;

/** Quotes every cell; a cell that could run as a formula gets a leading apostrophe (visitors type them). */
export function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export function leadsToCsv(leads: readonly ExportedLead[]): string {
  const rows = [CSV_COLUMNS, ...leads.map((lead) => columns.map(([, value]) => value(lead)))];
  return BOM + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
