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

/** What is remembered of one account: in memory for one origin, in PostgreSQL for several. */
export interface AccountState {
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

/*
 * Per-account throttling that slows guessing without ever locking the holder out. After the free
 * failures, attempts on the account are spaced by an exponentially growing delay capped at
 * `maxDelayMs`; an attempt refused during the delay is not counted and does not extend it. So however
 * many strangers guess wrong, a correct password is refused for at most `maxDelayMs` after the last
 * admitted attempt (the per-address limit, not this, stops one address from guessing at every opening).
 *
 * An admitted attempt moves the next opening forward at once, as if it had failed: guesses sent in
 * parallel while the password hash is being checked cannot slip through together.
 *
 * The transitions below are pure, so the in-memory delay and the PostgreSQL one (several origins) follow
 * one rule.
 */

function delayAfter(policy: AccountDelayPolicy, failures: number): number {
  return failures <= policy.freeFailures
    ? 0
    : Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.freeFailures - 1));
}

/**
 * The state as it stands at `now`: a fresh one when there is none or the account has been quiet for
 * `forgetAfterMs`. Quiet means quiet even with checks counted in flight: a password check takes well under
 * a second, so one "in flight" that long belongs to an origin that died before it could report.
 */
export function currentAccountState(
  policy: AccountDelayPolicy,
  state: AccountState | undefined,
  now: number,
): AccountState {
  if (!state || state.lastSeenAt <= now - policy.forgetAfterMs) {
    return { failures: 0, inFlight: 0, nextAllowedAt: 0, lastSeenAt: now };
  }
  return state;
}

/** An attempt: refused (state unchanged) during the delay, else admitted and counted as in flight. */
export function admitAttempt(
  policy: AccountDelayPolicy,
  stored: AccountState | undefined,
  now: number,
): { decision: RateDecision; state: AccountState } {
  const state = currentAccountState(policy, stored, now);
  if (now < state.nextAllowedAt) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.nextAllowedAt - now) / 1000));
    return { decision: { allowed: false, retryAfterSeconds }, state };
  }
  const inFlight = state.inFlight + 1;
  return {
    decision: { allowed: true },
    state: {
      failures: state.failures,
      inFlight,
      lastSeenAt: now,
      nextAllowedAt: now + delayAfter(policy, state.failures + inFlight),
    },
  };
}

/** An admitted attempt whose password was wrong. */
export function recordFailure(
  policy: AccountDelayPolicy,
  stored: AccountState | undefined,
  now: number,
): AccountState {
  const state = currentAccountState(policy, stored, now);
  const failures = state.failures + 1;
  return {
    failures,
    inFlight: Math.max(0, state.inFlight - 1),
    lastSeenAt: now,
    nextAllowedAt: Math.max(state.nextAllowedAt, now + delayAfter(policy, failures)),
  };
}

/** The delay of one origin, in memory (the default without DATABASE_URL). */
export function createAccountDelay(policy: AccountDelayPolicy): AccountDelay {
  const accounts = new Map<string, AccountState>();
  let nextSweepAt = 0;

  function sweep(now: number): void {
    for (const [key, state] of accounts) {
      if (state.lastSeenAt <= now - policy.forgetAfterMs) accounts.delete(key);
    }
    nextSweepAt = now + policy.forgetAfterMs;
  }

  return {
    admit(accountKey, now) {
      if (now >= nextSweepAt) sweep(now);
      const { decision, state } = admitAttempt(policy, accounts.get(accountKey), now);
      accounts.set(accountKey, state);
      return decision;
    },
    failed(accountKey, now) {
      accounts.set(accountKey, recordFailure(policy, accounts.get(accountKey), now));
    },
    succeeded(accountKey) {
      accounts.delete(accountKey);
    },
  };
}
