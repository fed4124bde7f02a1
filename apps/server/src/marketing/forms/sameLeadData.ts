import type { LeadData } from "../leads/leadStore";

/** JSON with object keys sorted: PostgreSQL's JSONB does not keep the order they were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Whether a repeated Idempotency-Key carries the same submission. The stored lead is the validated value,
 * so the new body is compared after the same validation: a retry of the same form matches, a different
 * submission under a reused key does not.
 */
export function sameLeadData(stored: LeadData, submitted: LeadData): boolean {
  return canonicalJson(stored) === canonicalJson(submitted);
}
