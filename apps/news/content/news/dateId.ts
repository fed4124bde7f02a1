import type { ValidationResult } from "@genbagura/routing";

/** `YYYYMMDD`, with `_2`…`_9` for a second article on the same day. */
const dateIdPattern = /^(\d{4})(\d{2})(\d{2})(?:_[2-9])?$/;

/** True for an id whose date exists on the calendar (no 20250230). */
export function isWellFormedDateId(id: string): boolean {
  const match = dateIdPattern.exec(id);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A route validator: 404 for a malformed id and for a well-formed one nobody published. */
export function validateDateId(id: string | undefined, knownIds: readonly string[]): ValidationResult {
  return id !== undefined && isWellFormedDateId(id) && knownIds.includes(id) ? true : { statusCode: 404 };
}

/** `20250725` or `20250725_2` -> `2025-07-25`. */
export function isoDateOfId(id: string): string {
  return `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;
}
