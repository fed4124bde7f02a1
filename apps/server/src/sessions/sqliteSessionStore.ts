import type { SessionKind } from "@genbagura/routing";
import type { IdentityDatabase } from "./identityDatabase";
import { hashSessionToken, newSessionToken, type SessionStore } from "./sessionStore";

interface SessionRow {
  kind: SessionKind;
  subject: string;
  expires_at: number;
}

export function createSqliteSessionStore(db: IdentityDatabase, now: () => number = Date.now): SessionStore {
  const insert = db.prepare(
    "INSERT INTO sessions (token_hash, kind, subject, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const select = db.prepare<[string, SessionKind, number], SessionRow>(
    "SELECT kind, subject, expires_at FROM sessions WHERE token_hash = ? AND kind = ? AND expires_at > ?",
  );
  const remove = db.prepare("DELETE FROM sessions WHERE token_hash = ?");
  const purgeExpired = db.prepare("DELETE FROM sessions WHERE expires_at <= ?");

  return {
    async create(kind, subject, ttlMs) {
      const createdAt = now();
      // Expired rows are dropped whenever a new one is written, so the table stays small.
      purgeExpired.run(createdAt);
      const token = newSessionToken();
      const expiresAt = createdAt + ttlMs;
      insert.run(hashSessionToken(token), kind, subject, createdAt, expiresAt);
      return { token, expiresAt };
    },
    async find(kind, token) {
      const row = select.get(hashSessionToken(token), kind, now());
      return row ? { kind: row.kind, subject: row.subject, expiresAt: row.expires_at } : null;
    },
    async revoke(token) {
      remove.run(hashSessionToken(token));
    },
  };
}
