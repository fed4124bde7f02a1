import { createHash, randomBytes } from "node:crypto";
import type { SessionKind } from "@genbagura/routing";
import type { IdentityDatabase } from "./identityDatabase";

export interface Session {
  kind: SessionKind;
  /** The licence key or the member ID the session belongs to. */
  subject: string;
  expiresAt: number;
}

export interface SessionStore {
  /** Returns the token for the cookie; only its hash is stored, so a copied database opens no session. */
  create(kind: SessionKind, subject: string, ttlMs: number): { token: string; expiresAt: number };
  /** The live session of this kind behind the token, or null (unknown, expired or of the other kind). */
  find(kind: SessionKind, token: string): Session | null;
  revoke(token: string): void;
}

interface SessionRow {
  kind: SessionKind;
  subject: string;
  expires_at: number;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createSessionStore(db: IdentityDatabase, now: () => number = Date.now): SessionStore {
  const insert = db.prepare(
    "INSERT INTO sessions (token_hash, kind, subject, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const select = db.prepare<[string, SessionKind, number], SessionRow>(
    "SELECT kind, subject, expires_at FROM sessions WHERE token_hash = ? AND kind = ? AND expires_at > ?",
  );
  const remove = db.prepare("DELETE FROM sessions WHERE token_hash = ?");
  const purgeExpired = db.prepare("DELETE FROM sessions WHERE expires_at <= ?");

  return {
    create(kind, subject, ttlMs) {
      const createdAt = now();
      // Expired rows are dropped whenever a new one is written, so the table stays small.
      purgeExpired.run(createdAt);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = createdAt + ttlMs;
      insert.run(hashToken(token), kind, subject, createdAt, expiresAt);
      return { token, expiresAt };
    },
    find(kind, token) {
      const row = select.get(hashToken(token), kind, now());
      return row ? { kind: row.kind, subject: row.subject, expiresAt: row.expires_at } : null;
    },
    revoke(token) {
      remove.run(hashToken(token));
    },
  };
}
