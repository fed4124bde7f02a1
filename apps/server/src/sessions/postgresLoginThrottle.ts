import type pg from "pg";
import type { RateDecision } from "../forms/rateLimiter";
import { postgresRateLimiterOn } from "../store/postgresRateLimiter";
import {
  type AccountState,
  admitAttempt,
  clientDelayKey,
  type DelayStates,
  recordFailure,
  releaseAttempt,
} from "./accountDelay";
import { defaultLoginLimits, type LoginThrottle, type LoginThrottleLimits } from "./loginThrottle";
import type { PostgresIdentityDatabase } from "./postgresIdentityDatabase";

interface DelayRow {
  failures: number;
  in_flight: number;
  next_allowed_at: string;
  last_seen_at: string;
}

function stateOf(row: DelayRow | undefined): AccountState | undefined {
  return (
    row && {
      failures: row.failures,
      inFlight: row.in_flight,
      nextAllowedAt: Number(row.next_allowed_at),
      lastSeenAt: Number(row.last_seen_at),
    }
  );
}

/**
 * The sign-in counters in PostgreSQL, so every origin counts the same attempts: the per-address limit
 * (in the forms' `rate_limit_hits`, keys prefixed with the scope) and the per-account delay, whose rule is the
 * in-memory one's (`accountDelay.ts`): a row per account and one per account and address, read and written
 * under a per-account advisory lock.
 */
export function createPostgresLoginThrottle(
  db: PostgresIdentityDatabase,
  limits: LoginThrottleLimits = defaultLoginLimits,
  /** Keeps the counters of one sign-in apart from another's (each has its own, as in memory). */
  scope = "login",
): LoginThrottle {
  const perClient = postgresRateLimiterOn(db.pool, limits.perClient);
  const policy = limits.perAccount;
  let nextSweepAt = 0;

  const key = (accountKey: string) => `${scope}:${accountKey}`;

  async function read(client: pg.PoolClient, rowKey: string): Promise<AccountState | undefined> {
    const { rows } = await client.query<DelayRow>(
      "SELECT failures, in_flight, next_allowed_at, last_seen_at FROM login_account_delays WHERE account_key = $1",
      [rowKey],
    );
    return stateOf(rows[0]);
  }

  async function write(client: pg.PoolClient, rowKey: string, state: AccountState): Promise<void> {
    await client.query(
      `INSERT INTO login_account_delays (account_key, failures, in_flight, next_allowed_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_key) DO UPDATE SET failures = excluded.failures, in_flight = excluded.in_flight,
         next_allowed_at = excluded.next_allowed_at, last_seen_at = excluded.last_seen_at`,
      [rowKey, state.failures, state.inFlight, state.nextAllowedAt, state.lastSeenAt],
    );
  }

  /**
   * Reads the account's row and the row of the account and address (same table, keys apart) under the
   * account's lock, and stores what `change` makes of them.
   */
  function update<T>(
    accountKey: string,
    clientAddress: string,
    change: (states: DelayStates) => Partial<DelayStates> & { result: T },
  ): Promise<T> {
    const accountRow = key(accountKey);
    const clientRow = clientDelayKey(accountRow, clientAddress);
    return db.transaction(async (client: pg.PoolClient) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`account:${accountRow}`]);
      const stored = { account: await read(client, accountRow), client: await read(client, clientRow) };
      const next = change(stored);
      if (next.account) await write(client, accountRow, next.account);
      if (next.client) await write(client, clientRow, next.client);
      return next.result;
    });
  }

  return {
    hitClient: (clientAddress, now) => perClient.hit(`${scope}:${clientAddress}`, now),
    async admitAccount(accountKey, clientAddress, now) {
      if (now >= nextSweepAt) {
        // Accounts quiet for the forget period start from zero anyway: their rows can go.
        nextSweepAt = now + policy.forgetAfterMs;
        await db.query("DELETE FROM login_account_delays WHERE last_seen_at <= $1", [
          now - policy.forgetAfterMs,
        ]);
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
      await db.query("DELETE FROM login_account_delays WHERE account_key = $1", [
        clientDelayKey(key(accountKey), clientAddress),
      ]);
    },
  };
}
