import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdempotencyKey, retryDelayMs, shouldRetry } from "./retryPolicy";

const limits = { backoffMs: 300, maxRetryAfterMs: 2_000 };

describe("shouldRetry", () => {
  it("retries only mutating methods on the listed statuses", () => {
    expect(shouldRetry("POST", 503)).toBe(true);
    expect(shouldRetry("DELETE", 408)).toBe(true);
    expect(shouldRetry("GET", 503)).toBe(false);
    expect(shouldRetry("HEAD", 429)).toBe(false);
    expect(shouldRetry("POST", 501)).toBe(false);
    expect(shouldRetry("PATCH", 200)).toBe(false);
  });
});

describe("retryDelayMs", () => {
  it("uses the backoff without a usable Retry-After", () => {
    expect(retryDelayMs(null, limits)).toBe(300);
    expect(retryDelayMs("", limits)).toBe(300);
    expect(retryDelayMs("soon", limits)).toBe(300);
  });

  it("honours Retry-After seconds up to the cap", () => {
    expect(retryDelayMs("1", limits)).toBe(1_000);
    expect(retryDelayMs("0", limits)).toBe(0);
    expect(retryDelayMs("120", limits)).toBe(2_000);
  });

  it("honours an HTTP-date Retry-After, never negative", () => {
    const now = Date.parse("Fri, 25 Jul 2025 05:00:00 GMT");
    expect(retryDelayMs("Fri, 25 Jul 2025 05:00:01 GMT", { ...limits, now })).toBe(1_000);
    expect(retryDelayMs("Fri, 25 Jul 2025 04:59:00 GMT", { ...limits, now })).toBe(0);
  });
});

describe("createIdempotencyKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes version-4 UUIDs where randomUUID is missing (a page on a plain-HTTP origin)", () => {
    const { getRandomValues } = globalThis.crypto;
    // What a browser offers on an insecure origin: getRandomValues, no randomUUID.
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const keys = new Set(Array.from({ length: 100 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
  });
});
