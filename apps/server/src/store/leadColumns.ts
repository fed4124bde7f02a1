import type { LeadData, SpamReason } from "./leadStore";

/** The columns every lead query reads, in the order both stores' row types name them. */
export const LEAD_COLUMNS =
  "leads.id, leads.form_id, leads.received_at, leads.spam, leads.data, leads.thanks_path, leads.ip_hash, leads.user_agent";

/** The columns every spam query reads. */
export const SPAM_COLUMNS = "id, form_id, received_at, reason, data, ip_hash, user_agent";

const SPAM_REASONS: readonly string[] = ["honeypot", "too_fast", "legacy"];

export function isSpamReason(value: string): value is SpamReason {
  return SPAM_REASONS.includes(value);
}

/** Stored form data is a JSON object; anything else read back is treated as empty. */
export function isLeadData(value: unknown): value is LeadData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
