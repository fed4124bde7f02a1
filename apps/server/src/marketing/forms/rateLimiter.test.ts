import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rateLimiter";

describe("createRateLimiter", () => {
  it("allows the limit within a window, then says when to come back", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit("a", 0)).toEqual({ allowed: true });
    expect(limiter.hit("a", 10_000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 20_000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("b", 30_000)).toEqual({ allowed: true });
  });

  it("slides: the oldest hit leaving the window frees one slot", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000 });
    limiter.hit("a", 0);
    limiter.hit("a", 500);
    expect(limiter.hit("a", 999).allowed).toBe(false);
    expect(limiter.hit("a", 1_000).allowed).toBe(true);
    expect(limiter.hit("a", 1_200).allowed).toBe(false);
  });
});
