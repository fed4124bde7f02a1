import { createHash, randomBytes } from "node:crypto";
import type { SessionKind } from "@genbagura/routing";

export interface Session {
  kind: SessionKind;
  /** The licence key or the member ID the session belongs to. */
  subject: string;
  expiresAt: number;
}

export interface NewSession {
  token: string;
  expiresAt: number;
}

/**
 * Sessions of both sign-ins: SQLite for one origin (`sqliteSessionStore.ts`), PostgreSQL when several
 * origins must agree on who is signed in (`postgresSessionStore.ts`); `testing/sessionStoreContract.ts` tests both.
 */
export interface SessionStore {
  /** Returns the token for the cookie; only its hash is stored, so a copied database opens no session. */
  create(kind: SessionKind, subject: string, ttlMs: number): Promise<NewSession>;
  /** The live session of this kind behind the token, or null (unknown, expired or of the other kind). */
  find(kind: SessionKind, token: string): Promise<Session | null>;
  revoke(token: string): Promise<void>;
}

/** The stored form of a token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}
