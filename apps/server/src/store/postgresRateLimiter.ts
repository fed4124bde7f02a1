import pg from "pg";
import type { RateDecision, RateLimit } from "../forms/rateLimiter";
import { inTransaction } from "./postgresTransaction";

const schema = `CREATE TABLE IF NOT EXISTS rate_limit_hits (
  client_key TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_hits_by_client ON rate_limit_hits (client_key, at)`;

export interface SharedRateLimiter {
  hit(clientKey: string, now: number): Promise<RateDecision>;
  close(): Promise<void>;
}

/**
 * The forms' sliding-window limit kept in PostgreSQL, so every origin counts the same submissions: the
 * 11th in a window from one client is refused whichever origin receives it.
 */
export function createPostgresRateLimiter(connectionString: string, rateLimit: RateLimit): SharedRateLimiter {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on("error", (error) => console.error("[rate limit] PostgreSQL connection lost", error.message));
  const limiter = postgresRateLimiterOn(pool, rateLimit);
  return { hit: limiter.hit, close: () => pool.end() };
}

/**
 * A sliding-window limit on a pool the caller owns (the sign-in limit shares the identity pool). Keys
 * of different limits must not collide: give each its own prefix. A per-client advisory lock makes
 * count-then-insert one step even when two origins take hits of one client at once.
 */
export function postgresRateLimiterOn(
  pool: pg.Pool,
  { limit, windowMs }: RateLimit,
): Pick<SharedRateLimiter, "hit"> {
  let ready: Promise<void> | undefined;
  const schemaReady = () => {
    ready ??= inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('rate_limit_hits'))");
      await client.query(schema);
    }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async hit(clientKey, now) {
      await schemaReady();
      return inTransaction(pool, async (client) => {
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`rate:${clientKey}`]);
        await client.query("DELETE FROM rate_limit_hits WHERE client_key = $1 AND at <= $2", [
          clientKey,
          now - windowMs,
        ]);
        const { rows } = await client.query<{ hits: string; oldest: string | null }>(
          "SELECT count(*) AS hits, min(at) AS oldest FROM rate_limit_hits WHERE client_key = $1",
          [clientKey],
        );
        const hits = Number(rows[0]?.hits ?? 0);
        if (hits >= limit) {
          const oldest = Number(rows[0]?.oldest ?? now);
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
          };
        }
        await client.query("INSERT INTO rate_limit_hits (client_key, at) VALUES ($1, $2)", [clientKey, now]);
        return { allowed: true };
      });
    },
  };
}
