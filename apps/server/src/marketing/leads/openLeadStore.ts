import { openStoreDatabases, type StoreDatabases } from "../../platform/storage/database/storeDatabases";
import { createStoreGate, storeBehindGate } from "../../platform/storage/storeGate";
import { DatabaseLeadStore } from "./databaseLeadStore";
import type { LeadStore } from "./leadStore";

export interface LeadStoreLocation {
  /** DATABASE_URL: PostgreSQL, for several API instances sharing one database. */
  databaseUrl?: string | undefined;
  /** Otherwise the embedded SQLite file in this directory. */
  dataDir: string;
  /** SQLite only: fail instead of creating an empty database (readers such as the CSV export). */
  mustExist?: boolean;
  /** How long a claimed outbox entry is hidden from other claims (ms). */
  claimLeaseMs?: number;
}

/**
 * A lead store of its own (operator commands, tests): PostgreSQL when DATABASE_URL is set, SQLite
 * otherwise, opened and migrated before it resolves, so a store that cannot be opened rejects here.
 */
export async function openLeadStore(location: LeadStoreLocation): Promise<LeadStore> {
  const databases = openStoreDatabases(location);
  const store = new DatabaseLeadStore(databases, {
    ownsDatabases: true,
    ...(location.claimLeaseMs ? { claimLeaseMs: location.claimLeaseMs } : {}),
  });
  try {
    await store.database();
  } catch (error) {
    await databases.close();
    throw error;
  }
  return store;
}

/**
 * The origin's lead store, over the origin's databases: opened when it first can be (see `storeGate.ts`),
 * so a data directory that is not writable at start, or a database that is away, keeps forms answering
 * 503 rather than the origin from starting. Closing it leaves the databases to the origin.
 */
export function openLeadStoreWhenAvailable(databases: StoreDatabases, retryMs: number): LeadStore {
  const store = new DatabaseLeadStore(databases);
  const gate = createStoreGate({
    name: "leads",
    open: async () => {
      await store.database();
      return store;
    },
    close: (opened) => opened.close(),
    retryMs,
  });
  return storeBehindGate<LeadStore>(gate, { claimLeaseMs: store.claimLeaseMs, close: () => gate.close() });
}
