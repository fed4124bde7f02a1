import type { Lead, LeadData, SpamReason, SpamSubmission } from "./leadStore";

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

/**
 * The rows both stores read. The two dialects differ only in how a column comes back: a time (SQLite
 * INTEGER, PostgreSQL BIGINT as a string), a flag (0/1, boolean) and JSON (text, parsed jsonb).
 */
export interface LeadRowOf<Time, Flag, Json> {
  id: string;
  form_id: string;
  received_at: Time;
  spam: Flag;
  data: Json;
  thanks_path: string;
  ip_hash: string;
  user_agent: string;
}

export type OutboxRowOf<Time, Flag, Json> = LeadRowOf<Time, Flag, Json> & { attempts: number };

export type DeadLetterRowOf<Time, Flag, Json> = OutboxRowOf<Time, Flag, Json> & { last_error: string | null };

export interface SpamRowOf<Time, Json> {
  id: string;
  form_id: string;
  received_at: Time;
  reason: string;
  data: Json | null;
  ip_hash: string;
  user_agent: string;
}

/** How a dialect turns its column values into the store's. */
export interface ColumnReader<Time, Flag, Json> {
  time: (value: Time) => number;
  flag: (value: Flag) => boolean;
  json: (value: Json) => unknown;
}

export function leadOfRow<Time, Flag, Json>(
  row: LeadRowOf<Time, Flag, Json>,
  read: ColumnReader<Time, Flag, Json>,
): Lead {
  const data = read.json(row.data);
  return {
    id: row.id,
    formId: row.form_id,
    receivedAt: read.time(row.received_at),
    spam: read.flag(row.spam),
    data: isLeadData(data) ? data : {},
    thanksPath: row.thanks_path,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
  };
}

export function spamOfRow<Time, Json>(
  row: SpamRowOf<Time, Json>,
  read: Pick<ColumnReader<Time, never, Json>, "time" | "json">,
): SpamSubmission {
  const data = row.data === null ? null : read.json(row.data);
  return {
    id: row.id,
    formId: row.form_id,
    receivedAt: read.time(row.received_at),
    reason: isSpamReason(row.reason) ? row.reason : "legacy",
    data: isLeadData(data) ? data : null,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
  };
}
