export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Methods that change state: they carry an Idempotency-Key and may be retried once. */
export const mutatingMethods: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Statuses after which a mutating request is sent once more (with the same Idempotency-Key). */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function isMutatingMethod(method: HttpMethod): boolean {
  return mutatingMethods.has(method);
}

export function shouldRetry(method: HttpMethod, status: number): boolean {
  return isMutatingMethod(method) && retryableStatuses.has(status);
}

/**
 * How long to wait before the retry: the server's Retry-After (seconds or an HTTP date) when it gives one,
 * capped so a form never hangs for long; otherwise the default backoff.
 */
export function retryDelayMs(
  retryAfter: string | null,
  options: { backoffMs: number; maxRetryAfterMs: number; now?: number },
): number {
  if (retryAfter === null || retryAfter.trim() === "") return options.backoffMs;
  const value = retryAfter.trim();
  const requested = /^\d+$/.test(value)
    ? Number(value) * 1000
    : Date.parse(value) - (options.now ?? Date.now());
  if (Number.isNaN(requested)) return options.backoffMs;
  return Math.min(Math.max(requested, 0), options.maxRetryAfterMs);
}

/** A new key for one logical submission; keep it when the user submits the same form again. */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
