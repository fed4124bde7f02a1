import type { RateDecision } from "../../marketing/forms/rateLimiter";

export interface AccountDelayPolicy {
  /** Failures in a row that cost nothing: typing mistakes. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  firstDelayMs: number;
  /** The wait never grows past this, so the account's holder is never kept out for longer. */
  maxDelayMs: number;
  /** An account (or one address's attempts on it) quiet for this long starts again from zero failures. */
  forgetAfterMs: number;
}

/**
 * What is remembered of the attempts on one account from one client address, and of the account across
 * all addresses (there `inFlight` and `nextAllowedAt` stay 0): in memory for one origin, in PostgreSQL
 * for several.
 */
export interface AccountState {
  failures: number;
  /** Attempts let through whose password check has not finished yet. */
  inFlight: number;
  nextAllowedAt: number;
  lastSeenAt: number;
}

/** The two records an attempt reads: the account's, and the one of the account and the client's address. */
export interface DelayStates {
  account: AccountState | undefined;
  client: AccountState | undefined;
}

export interface AccountDelay {
  /** Whether an attempt on the account from this address may have its password checked now. */
  admit(accountKey: string, clientAddress: string, now: number): RateDecision;
  failed(accountKey: string, clientAddress: string, now: number): void;
  /** An admitted attempt whose credentials could not be checked (storage or hashing unavailable). */
  released(accountKey: string, clientAddress: string, now: number): void;
  succeeded(accountKey: string, clientAddress: string): void;
}

/*
 * Per-account throttling that slows guessing without ever locking the holder out. The wait applies to the
 * account AND the client's address: each address has its own opening, moved only by its own attempts, so
 * no stranger (one patient guesser at every opening, or thousands of addresses) can push back the opening
 * of the member's address. What strangers do is counted for the account as a whole, and that count sets
 * how long any address that fails on the account then waits: a stranger who has failed once on an account
 * under attack waits the full delay before the next guess, while an address that has not failed yet is
 * let through at once. The member therefore waits at most `maxDelayMs` after their own last attempt, and
 * always gets in once that has passed. Guessing across many addresses stays bounded by the per-address
 * limit and by one guess per address per delay.
 *
 * An admitted attempt moves the address's next opening forward at once, as if it had failed: guesses sent
 * in parallel while the password hash is being checked cannot slip through together.
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
 * The state as it stands at `now`: a fresh one when there is none or it has been quiet for
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

/** How many failures an address's next wait is computed from: its own, or the account's when more. */
function failuresCounted(account: AccountState, client: AccountState, extra: number): number {
  const own = client.failures + extra;
  // The account's count only weighs on an address that has itself failed or is guessing in parallel.
  return own === 0 ? 0 : Math.max(own, account.failures);
}

/** An attempt: refused (nothing changes) during the address's delay, else admitted and counted in flight. */
export function admitAttempt(
  policy: AccountDelayPolicy,
  stored: DelayStates,
  now: number,
): { decision: RateDecision; account: AccountState; client: AccountState } {
  const account = currentAccountState(policy, stored.account, now);
  const client = currentAccountState(policy, stored.client, now);
  if (now < client.nextAllowedAt) {
    const retryAfterSeconds = Math.max(1, Math.ceil((client.nextAllowedAt - now) / 1000));
    return { decision: { allowed: false, retryAfterSeconds }, account, client };
  }
  const inFlight = client.inFlight + 1;
  return {
    decision: { allowed: true },
    account: { ...account, lastSeenAt: now },
    client: {
      failures: client.failures,
      inFlight,
      lastSeenAt: now,
      nextAllowedAt: now + delayAfter(policy, failuresCounted(account, client, inFlight)),
    },
  };
}

/** An admitted attempt whose password was wrong: counted for the address and for the account. */
export function recordFailure(
  policy: AccountDelayPolicy,
  stored: DelayStates,
  now: number,
): { account: AccountState; client: AccountState } {
  const account = currentAccountState(policy, stored.account, now);
  const client = currentAccountState(policy, stored.client, now);
  const nextAccount = { failures: account.failures + 1, inFlight: 0, nextAllowedAt: 0, lastSeenAt: now };
  const nextClient = { ...client, failures: client.failures + 1 };
  return {
    account: nextAccount,
    client: {
      failures: nextClient.failures,
      inFlight: Math.max(0, client.inFlight - 1),
      lastSeenAt: now,
      // Fixed now: later failures of other addresses never move this address's opening.
      nextAllowedAt: Math.max(
        client.nextAllowedAt,
        now + delayAfter(policy, failuresCounted(nextAccount, nextClient, 0)),
      ),
    },
  };
}

/**
 * An admitted attempt that could not be checked: no longer in flight, and not a failure. The wait its
 * admission set is taken back to what the remaining attempts owe, counted from the last one (never less
 * than a failure already earned: that was no later, and the count only grows).
 */
export function releaseAttempt(policy: AccountDelayPolicy, stored: DelayStates, now: number): AccountState {
  const account = currentAccountState(policy, stored.account, now);
  const client = currentAccountState(policy, stored.client, now);
  const inFlight = Math.max(0, client.inFlight - 1);
  const owed = client.lastSeenAt + delayAfter(policy, failuresCounted(account, client, inFlight));
  return { ...client, inFlight, nextAllowedAt: Math.min(client.nextAllowedAt, owed) };
}

/** The key of one address's attempts on one account (apart from the account's own key). */
export function clientDelayKey(accountKey: string, clientAddress: string): string {
  return `${accountKey} from ${clientAddress}`;
}

/** The delay of one origin, in memory (the default without DATABASE_URL). */
export function createAccountDelay(policy: AccountDelayPolicy): AccountDelay {
  const states = new Map<string, AccountState>();
  let nextSweepAt = 0;

  function sweep(now: number): void {
    for (const [key, state] of states) {
      if (state.lastSeenAt <= now - policy.forgetAfterMs) states.delete(key);
    }
    nextSweepAt = now + policy.forgetAfterMs;
  }

  function read(accountKey: string, clientAddress: string): DelayStates {
    return { account: states.get(accountKey), client: states.get(clientDelayKey(accountKey, clientAddress)) };
  }

  function write(accountKey: string, clientAddress: string, next: DelayStates): void {
    if (next.account) states.set(accountKey, next.account);
    if (next.client) states.set(clientDelayKey(accountKey, clientAddress), next.client);
  }

  return {
    admit(accountKey, clientAddress, now) {
      if (now >= nextSweepAt) sweep(now);
      const { decision, ...next } = admitAttempt(policy, read(accountKey, clientAddress), now);
      write(accountKey, clientAddress, next);
      return decision;
    },
    failed(accountKey, clientAddress, now) {
      write(accountKey, clientAddress, recordFailure(policy, read(accountKey, clientAddress), now));
    },
    released(accountKey, clientAddress, now) {
      const client = releaseAttempt(policy, read(accountKey, clientAddress), now);
      states.set(clientDelayKey(accountKey, clientAddress), client);
    },
    succeeded(accountKey, clientAddress) {
      // The member's own record goes; the account's count of strangers' failures stays until it is quiet.
      states.delete(clientDelayKey(accountKey, clientAddress));
    },
  };
}
