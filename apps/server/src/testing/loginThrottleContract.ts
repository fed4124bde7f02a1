// The behaviour every LoginThrottle must have: in memory (one origin) and in PostgreSQL (several).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LoginThrottle, LoginThrottleLimits } from "../sessions/loginThrottle";

export interface LoginThrottleHarness {
  /** A throttle with these limits; throttles opened by one harness count together where they can. */
  open(limits: LoginThrottleLimits): Promise<LoginThrottle>;
  dispose(): Promise<void>;
}

const limits: LoginThrottleLimits = {
  perClient: { limit: 3, windowMs: 60_000 },
  perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 },
};
const policy = limits.perAccount;
const roomyLimits = { ...limits, perClient: { limit: 10_000, windowMs: 60_000 } };

export function describeLoginThrottleContract(name: string, harnessFor: () => Promise<LoginThrottleHarness>) {
  describe(`${name}: the LoginThrottle contract`, () => {
    let harness: LoginThrottleHarness;
    beforeEach(async () => {
      harness = await harnessFor();
    });
    afterEach(() => harness.dispose());

    it("allows the limit of attempts per address in a window, then says when to come back", async () => {
      const throttle = await harness.open(limits);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await throttle.hitClient("198.51.100.7", 1_000 + attempt)).toEqual({ allowed: true });
      }
      expect(await throttle.hitClient("198.51.100.7", 2_000)).toEqual({
        allowed: false,
        retryAfterSeconds: 59,
      });
      expect(await throttle.hitClient("198.51.100.8", 2_000)).toEqual({ allowed: true });
      expect(await throttle.hitClient("198.51.100.7", 61_000)).toEqual({ allowed: true });
    });

    it("lets the free mistakes on an account through, then doubles the wait up to the cap", async () => {
      const throttle = await harness.open(roomyLimits);
      let now = 1_000_000;
      const waits: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const decision = await throttle.admitAccount("PM-100001", now);
        if (!decision.allowed) {
          waits.push(decision.retryAfterSeconds);
          now += decision.retryAfterSeconds * 1000;
          expect((await throttle.admitAccount("PM-100001", now)).allowed).toBe(true);
        }
        await throttle.accountFailed("PM-100001", now);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    });

    it("does not count refused attempts, and a success clears the account", async () => {
      const throttle = await harness.open(roomyLimits);
      let now = 1_000_000;
      for (let failure = 0; failure < 20; failure += 1) {
        const decision = await throttle.admitAccount("key", now);
        if (!decision.allowed) now += decision.retryAfterSeconds * 1000;
        else await throttle.accountFailed("key", now);
      }
      for (const second of [0, 30, 59]) {
        expect(await throttle.admitAccount("key", now + second * 1000)).toEqual({
          allowed: false,
          retryAfterSeconds: 60 - second,
        });
      }
      expect((await throttle.admitAccount("key", now + 60_000)).allowed).toBe(true);
      await throttle.accountSucceeded("key");
      expect((await throttle.admitAccount("key", now + 60_001)).allowed).toBe(true);
    });

    it("lets only the free number of parallel guesses through while their passwords are being checked", async () => {
      const throttle = await harness.open(roomyLimits);
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => throttle.admitAccount("key", 1_000_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(policy.freeFailures + 1);
    });

    it("forgets an account after a quiet quarter of an hour", async () => {
      const throttle = await harness.open(roomyLimits);
      const start = 1_000_000;
      for (let failure = 0; failure < 6; failure += 1) {
        expect((await throttle.admitAccount("key", start + failure * 60_000)).allowed).toBe(true);
        await throttle.accountFailed("key", start + failure * 60_000);
      }
      expect((await throttle.admitAccount("key", start + 5 * 60_000 + 1_000)).allowed).toBe(false);
      expect((await throttle.admitAccount("key", start + 5 * 60_000 + policy.forgetAfterMs)).allowed).toBe(
        true,
      );
    });
  });
}
