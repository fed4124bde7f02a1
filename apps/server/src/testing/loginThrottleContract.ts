// The behaviour every LoginThrottle must have: in memory (one origin) and in PostgreSQL (several).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LoginThrottle, LoginThrottleLimits } from "../identity/sessions/loginThrottle";

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
const address = "198.51.100.7";
const member = "192.0.2.10";

/**
 * A member who visits every `everyMs` (simulated): types a wrong password, then the right one; when told
 * to wait, comes back exactly when told. `strangersAt(now)` runs before the member at every tick, so a
 * stranger is always first at an opening. Counts the member's returns after waiting, and those refused.
 */
async function memberVisits(
  throttle: LoginThrottle,
  strangersAt: (now: number) => Promise<void>,
  options: { start: number; durationMs: number; tickMs: number; everyMs: number },
) {
  const account = "PM-100001";
  let returns = 0;
  let refusedAfterWaiting = 0;
  let comeBackAt: number | undefined;
  for (let now = options.start; now < options.start + options.durationMs; now += options.tickMs) {
    await strangersAt(now);
    if (comeBackAt !== undefined && now >= comeBackAt) {
      comeBackAt = undefined;
      returns += 1;
      const decision = await throttle.admitAccount(account, member, now);
      if (decision.allowed) await throttle.accountSucceeded(account, member);
      else refusedAfterWaiting += 1;
    } else if (comeBackAt === undefined && (now - options.start) % options.everyMs === 0) {
      const typo = await throttle.admitAccount(account, member, now);
      if (typo.allowed) await throttle.accountFailed(account, member, now);
      const right = await throttle.admitAccount(account, member, now);
      if (right.allowed) await throttle.accountSucceeded(account, member);
      else comeBackAt = now + right.retryAfterSeconds * 1000;
    }
  }
  return { returns, refusedAfterWaiting };
}

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
        const decision = await throttle.admitAccount("PM-100001", address, now);
        if (!decision.allowed) {
          waits.push(decision.retryAfterSeconds);
          now += decision.retryAfterSeconds * 1000;
          expect((await throttle.admitAccount("PM-100001", address, now)).allowed).toBe(true);
        }
        await throttle.accountFailed("PM-100001", address, now);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    });

    it("does not count refused attempts, and a success clears the account", async () => {
      const throttle = await harness.open(roomyLimits);
      let now = 1_000_000;
      for (let failure = 0; failure < 20; failure += 1) {
        const decision = await throttle.admitAccount("key", address, now);
        if (!decision.allowed) now += decision.retryAfterSeconds * 1000;
        else await throttle.accountFailed("key", address, now);
      }
      for (const second of [0, 30, 59]) {
        expect(await throttle.admitAccount("key", address, now + second * 1000)).toEqual({
          allowed: false,
          retryAfterSeconds: 60 - second,
        });
      }
      expect((await throttle.admitAccount("key", address, now + 60_000)).allowed).toBe(true);
      await throttle.accountSucceeded("key", address);
      expect((await throttle.admitAccount("key", address, now + 60_001)).allowed).toBe(true);
    });

    it("lets only the free number of parallel guesses through while their passwords are being checked", async () => {
      const throttle = await harness.open(roomyLimits);
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => throttle.admitAccount("key", address, 1_000_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(policy.freeFailures + 1);
    });

    it("releases an attempt whose credentials could not be checked: not a failure, not left in flight", async () => {
      const throttle = await harness.open(roomyLimits);
      const now = 1_000_000;
      const admitted = await Promise.all(
        Array.from({ length: policy.freeFailures + 1 }, () => throttle.admitAccount("key", address, now)),
      );
      expect(admitted.every((decision) => decision.allowed)).toBe(true);
      for (const _ of admitted) await throttle.accountReleased("key", address, now);
      // Nothing was counted: the free mistakes are all still there.
      for (let mistake = 0; mistake < policy.freeFailures; mistake += 1) {
        expect((await throttle.admitAccount("key", address, now + 1)).allowed).toBe(true);
        await throttle.accountFailed("key", address, now + 1);
      }
      expect((await throttle.admitAccount("key", address, now + 1)).allowed).toBe(true);
    });

    it("forgets an account after a quiet quarter of an hour", async () => {
      const throttle = await harness.open(roomyLimits);
      const start = 1_000_000;
      for (let failure = 0; failure < 6; failure += 1) {
        expect((await throttle.admitAccount("key", address, start + failure * 60_000)).allowed).toBe(true);
        await throttle.accountFailed("key", address, start + failure * 60_000);
      }
      expect((await throttle.admitAccount("key", address, start + 5 * 60_000 + 1_000)).allowed).toBe(false);
      expect(
        (await throttle.admitAccount("key", address, start + 5 * 60_000 + policy.forgetAfterMs)).allowed,
      ).toBe(true);
    });

    it("lets a member who waits out their delay in, however patiently one stranger guesses", async () => {
      const throttle = await harness.open(roomyLimits);
      const stranger = "203.0.113.9";
      let strangerGuesses = 0;
      let strangerNextTry = 0;
      const result = await memberVisits(
        throttle,
        async (now) => {
          // Back exactly when told, so at every opening its address gets (and before the member).
          if (now < strangerNextTry) return;
          const decision = await throttle.admitAccount("PM-100001", stranger, now);
          if (decision.allowed) {
            strangerGuesses += 1;
            await throttle.accountFailed("PM-100001", stranger, now);
          } else strangerNextTry = now + decision.retryAfterSeconds * 1000;
        },
        { start: 1_000_000, durationMs: 5 * 60_000, tickMs: 1_000, everyMs: 37_000 },
      );
      expect(result.returns).toBeGreaterThanOrEqual(3);
      expect(result.refusedAfterWaiting).toBe(0);
      // The stranger is still slowed: the free mistakes, then no more than one guess per capped delay.
      expect(strangerGuesses).toBeLessThan(20);
    }, 20_000);

    it("lets a member who waits out their delay in, however many addresses guess", async () => {
      const throttle = await harness.open(roomyLimits);
      const strangers = Array.from({ length: 10 }, (_, index) => `203.0.113.${index + 1}`);
      let strangerGuesses = 0;
      const nextTry = new Map<string, number>();
      const durationMs = 200_000;
      const result = await memberVisits(
        throttle,
        async (now) => {
          // All at once, as a botnet guesses, each address back exactly when told.
          await Promise.all(
            strangers.map(async (stranger) => {
              if (now < (nextTry.get(stranger) ?? 0)) return;
              const decision = await throttle.admitAccount("PM-100001", stranger, now);
              if (decision.allowed) {
                strangerGuesses += 1;
                await throttle.accountFailed("PM-100001", stranger, now);
              } else nextTry.set(stranger, now + decision.retryAfterSeconds * 1000);
            }),
          );
        },
        { start: 1_000_000, durationMs, tickMs: 10_000, everyMs: 30_000 },
      );
      expect(result.returns).toBeGreaterThanOrEqual(2);
      expect(result.refusedAfterWaiting).toBe(0);
      // Once the account has failed often, each address gets one guess per capped delay.
      const perAddress = policy.freeFailures + 1 + Math.ceil(durationMs / policy.maxDelayMs);
      expect(strangerGuesses).toBeLessThanOrEqual(strangers.length * perAddress);
    }, 20_000);

    it("makes an address that fails on an account under attack wait, without blocking other addresses", async () => {
      const throttle = await harness.open(roomyLimits);
      const now = 1_000_000;
      // On a quiet account, a second try from the same address is a free mistake.
      expect((await throttle.admitAccount("PM-100002", address, now)).allowed).toBe(true);
      await throttle.accountFailed("PM-100002", address, now);
      expect((await throttle.admitAccount("PM-100002", address, now + 1)).allowed).toBe(true);
      await throttle.accountSucceeded("PM-100002", address);

      for (let index = 0; index < 10; index += 1) {
        const stranger = `203.0.113.${index + 1}`;
        expect((await throttle.admitAccount("PM-100001", stranger, now)).allowed).toBe(true);
        await throttle.accountFailed("PM-100001", stranger, now);
      }
      // The last of them now waits the account's delay (ten failures: the cap) before guessing again …
      const again = await throttle.admitAccount("PM-100001", "203.0.113.10", now + 1_000);
      expect(again).toEqual({ allowed: false, retryAfterSeconds: policy.maxDelayMs / 1000 - 1 });
      // … while an address that has not failed on the account is let through at once.
      expect((await throttle.admitAccount("PM-100001", member, now + 1_000)).allowed).toBe(true);
      await throttle.accountSucceeded("PM-100001", member);
      expect((await throttle.admitAccount("PM-100001", "203.0.113.10", now + 60_000)).allowed).toBe(true);
    });
  });
}
