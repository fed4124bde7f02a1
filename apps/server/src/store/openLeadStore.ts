import type { LeadStore } from "./leadStore";
import { PostgresLeadStore } from "./postgresLeadStore";
import { SqliteLeadStore } from "./sqliteLeadStore";
import { createStoreGate, storeBehindGate } from "./storeGate";

export interface LeadStoreLocation {
  /** DATABASE_URL: PostgreSQL, for several API instances sharing one database. */
  databaseUrl?: string | undefined;
  /** Otherwise the embedded SQLite file in this directory. */
  dataDir: string;
  /** SQLite only: fail instead of creating an empty database (readers such as the CSV export). */
  mustExist?: boolean;
}

/** The lead store the configuration names: PostgreSQL when DATABASE_URL is set, SQLite otherwise. */
export function openLeadStore(location: LeadStoreLocation): LeadStore {
  if (location.databaseUrl) return PostgresLeadStore.open({ connectionString: location.databaseUrl });
  return SqliteLeadStore.open({ dataDir: location.dataDir, mustExist: location.mustExist ?? false });
}

/** How long a claimed outbox entry stays hidden from other claims: the stores' default. */
const CLAIM_LEASE_MS = 120_000;

/**
 * The origin's lead store: as `openLeadStore`, but SQLite is opened when it first can be (see
 * `storeGate.ts`), so a data directory that is not writable at start keeps forms answering 503, not the
 * origin from starting. PostgreSQL connects per query already.
 */
export function openLeadStoreWhenAvailable(location: LeadStoreLocation & { retryMs: number }): LeadStore {
  if (location.databaseUrl) return openLeadStore(location);
  const gate = createStoreGate({
    name: "leads",
    open: () => SqliteLeadStore.open({ dataDir: location.dataDir, claimLeaseMs: CLAIM_LEASE_MS }),
    close: (store) => store.close(),
    retryMs: location.retryMs,
  });
  return storeBehindGate<LeadStore>(gate, { claimLeaseMs: CLAIM_LEASE_MS, close: () => gate.close() });
}
