import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@genbagura/forms";
import type { SpamReason } from "../leads/leadStore";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/**
 * `startedAt` is the browser's clock and `now` the server's. A start in the future (a browser clock
 * running ahead) says nothing, so only a small non-negative fill time counts as a bot.
 */
function filledTooFast(body: Record<string, unknown>, now: number, minFillMs: number): boolean {
  const startedAt = body[STARTED_AT_FIELD];
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) return false;
  const fillMs = now - startedAt;
  return fillMs >= 0 && fillMs < minFillMs;
}

/** Why the body looks like a bot's, or undefined when it does not. */
export function spamReason(
  body: unknown,
  now: number,
  minFillMs: number,
): Exclude<SpamReason, "legacy"> | undefined {
  if (!isRecord(body)) return undefined;
  if (honeypotFilled(body)) return "honeypot";
  return filledTooFast(body, now, minFillMs) ? "too_fast" : undefined;
}

export function looksLikeSpam(body: unknown, now: number, minFillMs: number): boolean {
  return spamReason(body, now, minFillMs) !== undefined;
}
