import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type IdentityStores, openIdentityStores } from "../identity/sessions/identityStores";
import { openStoreDatabases, type StoreDatabaseLocation } from "../platform/storage/database/storeDatabases";
import { createTestSchema } from "./postgresTestSchema";

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

/** The stores of every origin on one location, and a handle of its own to read behind their back. */
function harnessOn(
  location: StoreDatabaseLocation,
  clock: { now: number },
  removeDatabase: () => Promise<void>,
): IdentityHarness {
  const opened: IdentityStores[] = [];
  return {
    async open() {
      const stores = openIdentityStores({ ...location, now: () => clock.now });
      opened.push(stores);
      return stores;
    },
    async storedTokenHashes() {
      const reader = openStoreDatabases(location);
      try {
        const db = await reader.database("members");
        return (await db.selectFrom("sessions").select("token_hash").execute()).map((row) => row.token_hash);
      } finally {
        await reader.close();
      }
    },
    async dispose() {
      // A store a test closed itself is closed again here: closing twice is allowed.
      await Promise.allSettled(opened.map((stores) => stores.close()));
      await removeDatabase();
    },
  };
}

export const sqliteIdentityHarness: IdentityHarnessFactory = async (clock) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "identity-stores-"));
  return harnessOn({ dataDir }, clock, async () => rmSync(dataDir, { recursive: true, force: true }));
};

export const postgresIdentityHarness: IdentityHarnessFactory = async (clock) => {
  const schema = await createTestSchema("identity_test");
  // With DATABASE_URL nothing may be written under DATA_DIR: `dispose` fails if this came to exist.
  const dataDir = path.join(tmpdir(), `identity-stores-unused-${randomUUID()}`);
  return harnessOn({ databaseUrl: schema.url, dataDir }, clock, async () => {
    await schema.drop();
    if (existsSync(dataDir)) throw new Error(`the PostgreSQL stores wrote under DATA_DIR (${dataDir})`);
  });
};
