import type { RateDecision } from "../forms/rateLimiter";

export interface AccountDelayPolicy {
  /** Failures in a row that cost nothing: typing mistakes. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  firstDelayMs: number;
  /** The wait never grows past this, so the account's holder is never kept out for longer. */
  maxDelayMs: number;
  /** An account quiet for this long starts again from zero failures. */
  forgetAfterMs: number;
}

interface AccountState {
  failures: number;
  /** Attempts let through whose password check has not finished yet. */
  inFlight: number;
  nextAllowedAt: number;
  lastSeenAt: number;
}

export interface AccountDelay {
  /** Whether an attempt on the account may have its password checked now. */
  admit(accountKey: string, now: number): RateDecision;
  failed(accountKey: string, now: number): void;
  succeeded(accountKey: string): void;
}

/**
 * Per-account throttling that slows guessing without ever locking the holder out. After the free
 * failures, attempts on the account are spaced by an exponentially growing delay capped at
 * `maxDelayMs`; an attempt refused during the delay is not counted and does not extend it. So however
 * many strangers guess wrong, a correct password is refused for at most `maxDelayMs` after the last
 * admitted attempt (the per-address limit, not this, stops one address from guessing at every opening).
 *
 * An admitted attempt moves the next opening forward at once, as if it had failed: guesses sent in
 * parallel while the password hash is being checked cannot slip through together.
 */
export function createAccountDelay(policy: AccountDelayPolicy): AccountDelay {
  const accounts = new Map<string, AccountState>();
  let nextSweepAt = 0;

  const delayAfter = (failures: number): number =>
    failures <= policy.freeFailures
      ? 0
      : Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.freeFailures - 1));

  function sweep(now: number): void {
    for (const [key, state] of accounts) {
      if (state.inFlight === 0 && state.lastSeenAt <= now - policy.forgetAfterMs) accounts.delete(key);
    }
    nextSweepAt = now + policy.forgetAfterMs;
  }

  function stateOf(accountKey: string, now: number): AccountState {
    let state = accounts.get(accountKey);
    if (state && state.inFlight === 0 && state.lastSeenAt <= now - policy.forgetAfterMs) state = undefined;
    if (!state) {
      state = { failures: 0, inFlight: 0, nextAllowedAt: 0, lastSeenAt: now };
      accounts.set(accountKey, state);
    }
    return state;
  }

  return {
    admit(accountKey, now) {
      if (now >= nextSweepAt) sweep(now);
      const state = stateOf(accountKey, now);
      if (now < state.nextAllowedAt) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((state.nextAllowedAt - now) / 1000)),
        };
      }
      state.inFlight += 1;
      state.lastSeenAt = now;
      state.nextAllowedAt = now + delayAfter(state.failures + state.inFlight);
      return { allowed: true };
    },
    failed(accountKey, now) {
      const state = stateOf(accountKey, now);
      state.inFlight = Math.max(0, state.inFlight - 1);
      state.failures += 1;
      state.lastSeenAt = now;
      state.nextAllowedAt = Math.max(state.nextAllowedAt, now + delayAfter(state.failures));
    },
    succeeded(accountKey) {
      accounts.delete(accountKey);
    },
  };
}
