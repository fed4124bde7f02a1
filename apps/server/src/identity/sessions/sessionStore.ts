import { createHash, randomBytes } from "node:crypto";
import type { SessionKind } from "@genbagura/routing";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";

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
 * Sessions of both sign-ins: in `members.sqlite` for one origin, in PostgreSQL when several origins must
 * agree on who is signed in; `testing/sessionStoreContract.ts` tests both.
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

/** Sessions in the identity database: signing in (or out) through one origin does so on all that share it. */
export function createSessionStore(databases: StoreDatabases, now: () => number = Date.now): SessionStore {
  const identity = () => databases.database("members");
  return {
    async create(kind, subject, ttlMs) {
      const createdAt = now();
      const token = newSessionToken();
      const expiresAt = createdAt + ttlMs;
      await (await identity()).transaction().execute(async (trx) => {
        // Expired rows are dropped whenever a new one is written, so the table stays small.
        await trx.deleteFrom("sessions").where("expires_at", "<=", createdAt).execute();
        await trx
          .insertInto("sessions")
          .values({
            token_hash: hashSessionToken(token),
            kind,
            subject,
            created_at: createdAt,
            expires_at: expiresAt,
          })
          .execute();
      });
      return { token, expiresAt };
    },
    async find(kind, token) {
      const row = await (await identity())
        .selectFrom("sessions")
        .select(["kind", "subject", "expires_at"])
        .where("token_hash", "=", hashSessionToken(token))
        .where("kind", "=", kind)
        .where("expires_at", ">", now())
        .executeTakeFirst();
      return row ? { kind: row.kind, subject: row.subject, expiresAt: row.expires_at } : null;
    },
    async revoke(token) {
      await (await identity())
        .deleteFrom("sessions")
        .where("token_hash", "=", hashSessionToken(token))
        .execute();
    },
  };
}
