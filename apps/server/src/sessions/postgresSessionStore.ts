import type { SessionKind } from "@genbagura/routing";
import type { PostgresIdentityDatabase } from "./postgresIdentityDatabase";
import { hashSessionToken, newSessionToken, type SessionStore } from "./sessionStore";

interface SessionRow {
  kind: SessionKind;
  subject: string;
  expires_at: string;
}

/** Sessions every origin sees: signing in through one signs in on all, signing out on one signs out on all. */
export function createPostgresSessionStore(
  db: PostgresIdentityDatabase,
  now: () => number = Date.now,
): SessionStore {
  return {
    async create(kind, subject, ttlMs) {
      const createdAt = now();
      const token = newSessionToken();
      const expiresAt = createdAt + ttlMs;
      await db.transaction(async (client) => {
        // Expired rows are dropped whenever a new one is written, so the table stays small.
        await client.query("DELETE FROM sessions WHERE expires_at <= $1", [createdAt]);
        await client.query(
          "INSERT INTO sessions (token_hash, kind, subject, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
          [hashSessionToken(token), kind, subject, createdAt, expiresAt],
        );
      });
      return { token, expiresAt };
    },
    async find(kind, token) {
      const [row] = await db.query<SessionRow>(
        "SELECT kind, subject, expires_at FROM sessions WHERE token_hash = $1 AND kind = $2 AND expires_at > $3",
        [hashSessionToken(token), kind, now()],
      );
      // BIGINT arrives as a string; milliseconds since the epoch fit a double exactly.
      return row ? { kind: row.kind, subject: row.subject, expiresAt: Number(row.expires_at) } : null;
    },
    async revoke(token) {
      await db.query("DELETE FROM sessions WHERE token_hash = $1", [hashSessionToken(token)]);
    },
  };
}
