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

/**
 * A new key for one logical submission; keep it when the user submits the same form again. Browsers offer
 * `randomUUID` only on secure origins (HTTPS, localhost), so a page opened over plain HTTP under another
 * name (a LAN address, a staging host) builds the same random version-4 UUID from `getRandomValues`.
 */
export function createIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
