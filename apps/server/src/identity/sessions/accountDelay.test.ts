import { describe, expect, it } from "vitest";
import { createAccountDelay } from "./accountDelay";

const address = "198.51.100.7";

const policy = { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 };

describe("account delay", () => {
  it("lets the free mistakes through, then doubles the wait up to the cap", () => {
    const delay = createAccountDelay(policy);
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const decision = delay.admit("PM-100001", address, now);
      if (!decision.allowed) {
        waits.push(decision.retryAfterSeconds);
        now += decision.retryAfterSeconds * 1000;
        expect(delay.admit("PM-100001", address, now).allowed).toBe(true);
      }
      delay.failed("PM-100001", address, now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("does not count refused attempts, so strangers cannot push the opening further away", () => {
    const delay = createAccountDelay(policy);
    let now = 0;
    for (let failure = 0; failure < 20; failure += 1) {
      const decision = delay.admit("key", address, now);
      if (!decision.allowed) now += decision.retryAfterSeconds * 1000;
      else delay.failed("key", address, now);
    }
    const openingAt = now + 60_000;
    for (let second = 0; second < 60; second += 1) {
      const refused = delay.admit("key", address, now + second * 1000);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 - second });
    }
    expect(delay.admit("key", address, openingAt).allowed).toBe(true);
    delay.succeeded("key", address);
    expect(delay.admit("key", address, openingAt + 1).allowed).toBe(true);
  });

  it("lets only the free number of parallel guesses through while their passwords are being checked", () => {
    const delay = createAccountDelay(policy);
    const admitted = Array.from({ length: 50 }, () => delay.admit("key", address, 0)).filter(
      (d) => d.allowed,
    );
    expect(admitted).toHaveLength(policy.freeFailures + 1);
  });

  it("forgets an account after a quiet quarter of an hour", () => {
    const delay = createAccountDelay(policy);
    for (let failure = 0; failure < 6; failure += 1) {
      expect(delay.admit("key", address, failure * 60_000).allowed).toBe(true);
      delay.failed("key", address, failure * 60_000);
    }
    expect(delay.admit("key", address, 5 * 60_000 + 1_000).allowed).toBe(false);
    expect(delay.admit("key", address, 5 * 60_000 + policy.forgetAfterMs).allowed).toBe(true);
  });
});
