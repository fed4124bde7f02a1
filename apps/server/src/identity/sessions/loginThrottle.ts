import { type Kysely, sql } from "kysely";
import { createPostgresRateLimiter } from "../../marketing/forms/postgresRateLimiter";
import { createRateLimiter, type RateDecision, type RateLimit } from "../../marketing/forms/rateLimiter";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";
import type { IdentityTables } from "../../platform/storage/database/tables";
import {
  type AccountDelayPolicy,
  type AccountState,
  admitAttempt,
  clientDelayKey,
  createAccountDelay,
  type DelayStates,
  recordFailure,
  releaseAttempt,
} from "./accountDelay";

export interface LoginThrottleLimits {
  /** Attempts per client address, whatever account they name. */
  perClient: RateLimit;
  /** Attempts naming one licence key or member ID, per address and for the account: slowed, never blocked. */
  perAccount: AccountDelayPolicy;
}

/**
 * 20 attempts per address within 15 minutes; per account and address, three free mistakes, then 1 s, 2 s,
 * 4 s … up to 60 s between attempts, and an address that fails on an account strangers are guessing at waits
 * as long as the account's count says. Guessing stays slow (about one guess a minute per address and
 * account), and a member waits at most a minute after their own last attempt, whatever strangers do.
 */
export const defaultLoginLimits: LoginThrottleLimits = {
  perClient: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 },
};

/**
 * The sign-in counters: in memory for one origin, in PostgreSQL when several origins must count together
 * (`openLoginThrottle` picks by the origin's databases); `testing/loginThrottleContract.ts` tests both.
 */
export interface LoginThrottle {
  /** Counted before the credentials are checked, so a wrong guess costs as much as a right one. */
  hitClient(clientAddress: string, now: number): Promise<RateDecision>;
  /**
   * Before the credentials are checked; an admitted attempt must end in `accountFailed`,
   * `accountSucceeded` or (when they could not be checked) `accountReleased`.
   */
  admitAccount(accountKey: string, clientAddress: string, now: number): Promise<RateDecision>;
  accountFailed(accountKey: string, clientAddress: string, now: number): Promise<void>;
  accountReleased(accountKey: string, clientAddress: string, now: number): Promise<void>;
  accountSucceeded(accountKey: string, clientAddress: string): Promise<void>;
}

/** The counters of one origin, in memory: what a lone origin on SQLite needs. */
export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginLimits): LoginThrottle {
  const perClient = createRateLimiter(limits.perClient);
  const perAccount = createAccountDelay(limits.perAccount);
  return {
    hitClient: async (clientAddress, now) => perClient.hit(clientAddress, now),
    admitAccount: async (accountKey, client, now) => perAccount.admit(accountKey, client, now),
    accountFailed: async (accountKey, client, now) => perAccount.failed(accountKey, client, now),
    accountReleased: async (accountKey, client, now) => perAccount.released(accountKey, client, now),
    accountSucceeded: async (accountKey, client) => perAccount.succeeded(accountKey, client),
  };
}

/**
 * The counters in PostgreSQL, so every origin counts the same attempts: the per-address limit (in the
 * forms' `rate_limit_hits`, keys prefixed with the scope) and the per-account delay, whose rule is the
 * in-memory one's (`accountDelay.ts`): a row per account and one per account and address, read and
 * written under a per-account advisory lock.
 */
function createSharedLoginThrottle(
  databases: StoreDatabases,
  limits: LoginThrottleLimits,
  scope: string,
): LoginThrottle {
  const perClient = createPostgresRateLimiter(databases, limits.perClient);
  const policy = limits.perAccount;
  const identity = () => databases.database("members");
  let nextSweepAt = 0;

  const key = (accountKey: string) => `${scope}:${accountKey}`;

  async function read(db: Kysely<IdentityTables>, rowKey: string): Promise<AccountState | undefined> {
    const row = await db
      .selectFrom("login_account_delays")
      .select(["failures", "in_flight", "next_allowed_at", "last_seen_at"])
      .where("account_key", "=", rowKey)
      .executeTakeFirst();
    return (
      row && {
        failures: row.failures,
        inFlight: row.in_flight,
        nextAllowedAt: row.next_allowed_at,
        lastSeenAt: row.last_seen_at,
      }
    );
  }

  async function write(db: Kysely<IdentityTables>, rowKey: string, state: AccountState): Promise<void> {
    const values = {
      failures: state.failures,
      in_flight: state.inFlight,
      next_allowed_at: state.nextAllowedAt,
      last_seen_at: state.lastSeenAt,
    };
    await db
      .insertInto("login_account_delays")
      .values({ account_key: rowKey, ...values })
      .onConflict((conflict) => conflict.column("account_key").doUpdateSet(values))
      .execute();
  }

  /**
   * Reads the account's row and the row of the account and address (same table, keys apart) under the
   * account's lock, and stores what `change` makes of them.
   */
  async function update<T>(
    accountKey: string,
    clientAddress: string,
    change: (states: DelayStates) => Partial<DelayStates> & { result: T },
  ): Promise<T> {
    const accountRow = key(accountKey);
    const clientRow = clientDelayKey(accountRow, clientAddress);
    return (await identity()).transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`account:${accountRow}`}))`.execute(trx);
      const stored = { account: await read(trx, accountRow), client: await read(trx, clientRow) };
      const next = change(stored);
      if (next.account) await write(trx, accountRow, next.account);
      if (next.client) await write(trx, clientRow, next.client);
      return next.result;
    });
  }

  return {
    hitClient: (clientAddress, now) => perClient.hit(`${scope}:${clientAddress}`, now),
    async admitAccount(accountKey, clientAddress, now) {
      if (now >= nextSweepAt) {
        // Accounts quiet for the forget period start from zero anyway: their rows can go.
        nextSweepAt = now + policy.forgetAfterMs;
        await (await identity())
          .deleteFrom("login_account_delays")
          .where("last_seen_at", "<=", now - policy.forgetAfterMs)
          .execute();
      }
      return update<RateDecision>(accountKey, clientAddress, (stored) => {
        const { decision, ...next } = admitAttempt(policy, stored, now);
        // A refused attempt changes nothing: nothing to write.
        return decision.allowed ? { ...next, result: decision } : { result: decision };
      });
    },
    async accountFailed(accountKey, clientAddress, now) {
      await update(accountKey, clientAddress, (stored) => ({
        ...recordFailure(policy, stored, now),
        result: undefined,
      }));
    },
    async accountReleased(accountKey, clientAddress, now) {
      await update(accountKey, clientAddress, (stored) => ({
        client: releaseAttempt(policy, stored, now),
        result: undefined,
      }));
    },
    async accountSucceeded(accountKey, clientAddress) {
      await (await identity())
        .deleteFrom("login_account_delays")
        .where("account_key", "=", clientDelayKey(key(accountKey), clientAddress))
        .execute();
    },
  };
}

/**
 * One sign-in's counters over the origin's databases: in memory for a lone origin on SQLite, in
 * PostgreSQL when several origins must count together. `scope` keeps one sign-in's counters apart from
 * another's (each has its own, as in memory).
 */
export function openLoginThrottle(
  databases: StoreDatabases,
  limits: LoginThrottleLimits = defaultLoginLimits,
  scope = "login",
): LoginThrottle {
  return databases.dialect === "postgres"
    ? createSharedLoginThrottle(databases, limits, scope)
    : createLoginThrottle(limits);
}
