import type { LeadData, SpamReason } from "./leadStore";

const SPAM_REASONS: readonly string[] = ["honeypot", "too_fast", "legacy"];

export function isSpamReason(value: string): value is SpamReason {
  return SPAM_REASONS.includes(value);
}

/** Stored form data is a JSON object; anything else read back is treated as empty. */
export function isLeadData(value: unknown): value is LeadData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
