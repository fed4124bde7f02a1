import { sql } from "kysely";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";
import type { RateDecision, RateLimit } from "./rateLimiter";

export interface SharedRateLimiter {
  hit(clientKey: string, now: number): Promise<RateDecision>;
}

/**
 * A sliding-window limit kept in PostgreSQL (`rate_limit_hits`, on the origin's one pool), so every origin
 * counts the same hits: the forms' 11th submission in a window from one client is refused whichever origin
 * receives it, and the sign-ins count their attempts the same way. Keys of different limits must not
 * collide: give each its own prefix. A per-client advisory lock makes count-then-insert one step even when
 * two origins take hits of one client at once.
 */
export function createPostgresRateLimiter(
  databases: StoreDatabases,
  { limit, windowMs }: RateLimit,
): SharedRateLimiter {
  if (databases.dialect !== "postgres") {
    throw new Error("The shared rate limiter needs PostgreSQL; one origin on SQLite counts in memory");
  }
  return {
    async hit(clientKey, now) {
      const db = await databases.database("rateLimits");
      return db.transaction().execute(async (trx): Promise<RateDecision> => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`rate:${clientKey}`}))`.execute(trx);
        await trx
          .deleteFrom("rate_limit_hits")
          .where("client_key", "=", clientKey)
          .where("at", "<=", now - windowMs)
          .execute();
        const counted = await trx
          .selectFrom("rate_limit_hits")
          .select((eb) => [eb.fn.countAll<string>().as("hits"), eb.fn.min("at").as("oldest")])
          .where("client_key", "=", clientKey)
          .executeTakeFirst();
        if (Number(counted?.hits ?? 0) >= limit) {
          const oldest = Number(counted?.oldest ?? now);
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
          };
        }
        await trx.insertInto("rate_limit_hits").values({ client_key: clientKey, at: now }).execute();
        return { allowed: true };
      });
    },
  };
}
