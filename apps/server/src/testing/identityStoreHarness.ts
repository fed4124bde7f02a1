import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type IdentityStores, openIdentityStores } from "../sessions/identityStores";
import { SQLITE_FILES } from "../store/database/migrations";
import { createTestSchema, queryIn } from "./postgresTestSchema";

/** One database of the identity stores, which tests open as several origins would. */
export interface IdentityHarness {
  /** The stores over this database, as one more origin opens them; sessions read the harness clock. */
  open(): Promise<IdentityStores>;
  /** The token hashes in the sessions table, read behind the stores' back. */
  storedTokenHashes(): Promise<string[]>;
  /** Closes whatever `open` returned and removes the database. */
  dispose(): Promise<void>;
}

export type IdentityHarnessFactory = (clock: { now: number }) => Promise<IdentityHarness>;

function tracking(openStores: () => IdentityStores) {
  const opened: IdentityStores[] = [];
  return {
    open: async () => {
      const stores = openStores();
      opened.push(stores);
      return stores;
    },
    closeAll: async () => {
      // A store a test closed itself is closed again here: both kinds of store allow that.
      await Promise.allSettled(opened.map((stores) => stores.close()));
    },
  };
}

export const sqliteIdentityHarness: IdentityHarnessFactory = async (clock) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "identity-stores-"));
  const stores = tracking(() => openIdentityStores({ dataDir, now: () => clock.now }));
  return {
    open: stores.open,
    async storedTokenHashes() {
      const db = new Database(path.join(dataDir, SQLITE_FILES.members), { readonly: true });
      try {
        return db.prepare<[], string>("SELECT token_hash FROM sessions").pluck().all();
      } finally {
        db.close();
      }
    },
    async dispose() {
      await stores.closeAll();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const postgresIdentityHarness: IdentityHarnessFactory = async (clock) => {
  const schema = await createTestSchema("identity_test");
  // With DATABASE_URL nothing may be written under DATA_DIR: `dispose` fails if this came to exist.
  const dataDir = path.join(tmpdir(), `identity-stores-unused-${randomUUID()}`);
  const stores = tracking(() =>
    openIdentityStores({ databaseUrl: schema.url, dataDir, now: () => clock.now }),
  );
  return {
    open: stores.open,
    async storedTokenHashes() {
      const rows = await queryIn<{ token_hash: string }>(schema.url, "SELECT token_hash FROM sessions");
      return rows.map((row) => row.token_hash);
    },
    async dispose() {
      await stores.closeAll();
      await schema.drop();
      if (existsSync(dataDir)) throw new Error(`the PostgreSQL stores wrote under DATA_DIR (${dataDir})`);
    },
  };
};
