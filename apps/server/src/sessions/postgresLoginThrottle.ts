import type pg from "pg";
import { postgresRateLimiterOn } from "../store/postgresRateLimiter";
import { type AccountState, admitAttempt, recordFailure } from "./accountDelay";
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
 * in-memory one's (`accountDelay.ts`), read and written under a per-account advisory lock.
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

  /** Reads the account's state under its lock and stores what `change` makes of it. */
  const key = (accountKey: string) => `${scope}:${accountKey}`;

  function update<T>(
    accountKey: string,
    change: (state: AccountState | undefined) => { state: AccountState; result: T },
  ): Promise<T> {
    return db.transaction(async (client: pg.PoolClient) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`account:${key(accountKey)}`]);
      const { rows } = await client.query<DelayRow>(
        "SELECT failures, in_flight, next_allowed_at, last_seen_at FROM login_account_delays WHERE account_key = $1",
        [key(accountKey)],
      );
      const { state, result } = change(stateOf(rows[0]));
      await client.query(
        `INSERT INTO login_account_delays (account_key, failures, in_flight, next_allowed_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (account_key) DO UPDATE SET failures = excluded.failures, in_flight = excluded.in_flight,
           next_allowed_at = excluded.next_allowed_at, last_seen_at = excluded.last_seen_at`,
        [key(accountKey), state.failures, state.inFlight, state.nextAllowedAt, state.lastSeenAt],
      );
      return result;
    });
  }

  return {
    hitClient: (clientAddress, now) => perClient.hit(`${scope}:${clientAddress}`, now),
    async admitAccount(accountKey, now) {
      if (now >= nextSweepAt) {
        // Accounts quiet for the forget period start from zero anyway: their rows can go.
        nextSweepAt = now + policy.forgetAfterMs;
        await db.query("DELETE FROM login_account_delays WHERE last_seen_at <= $1", [
          now - policy.forgetAfterMs,
        ]);
      }
      return update(accountKey, (stored) => {
        const { decision, state } = admitAttempt(policy, stored, now);
        return { state, result: decision };
      });
    },
    async accountFailed(accountKey, now) {
      await update(accountKey, (stored) => ({
        state: recordFailure(policy, stored, now),
        result: undefined,
      }));
    },
    async accountSucceeded(accountKey) {
      await db.query("DELETE FROM login_account_delays WHERE account_key = $1", [key(accountKey)]);
    },
  };
}
