import type { LeadStore } from "./leadStore";
import { PostgresLeadStore } from "./postgresLeadStore";
import { SqliteLeadStore } from "./sqliteLeadStore";

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
