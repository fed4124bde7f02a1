import { identityMigrations } from "../../../identity/sessions/identityMigrations";
import { rateLimitMigrations } from "../../../marketing/forms/rateLimitMigrations";
import { redirectMigrations } from "../../../marketing/redirects/redirectMigrations";
import { versionHealthMigrations } from "../../versionHealth/versionHealthMigrations";
import { leadMigrations } from "./leadMigrations";
import { compileSchemaStatements, type MigrationDialect, type SchemaStatements } from "./schemaMigration";

/**
 * The databases of the stores. Under SQLite each is a file of its own in DATA_DIR (the names existing data
 * directories already have); under PostgreSQL they are all tables of the one DATABASE_URL database.
 */
export const SQLITE_FILES = {
  leads: "leads.sqlite",
  members: "members.sqlite",
  redirects: "redirects.sqlite",
  versionHealth: "version-health.sqlite",
} as const;

/**
 * Tables only PostgreSQL keeps: what one origin on SQLite holds in memory (the per-address counters of
 * the forms and the sign-ins) but several origins must share.
 */
export const POSTGRES_ONLY_DATABASES = ["rateLimits"] as const;

export type SqliteDatabaseName = keyof typeof SQLITE_FILES;
export type DatabaseName = SqliteDatabaseName | (typeof POSTGRES_ONLY_DATABASES)[number];

export const isSqliteDatabase = (name: DatabaseName): name is SqliteDatabaseName => name in SQLITE_FILES;

/** One schema change as SQL per dialect. The statements may be several; either dialect may have none. */
export interface Migration {
  /** The database (SQLite file) it belongs to. */
  database: DatabaseName;
  /** For the operator's log and for reading this list; never stored. */
  name: string;
  sqlite: string;
  postgres: string;
}

/** One schema change written once with Kysely's schema builder (see `schemaMigration.ts`). */
export interface SchemaMigration {
  database: DatabaseName;
  name: string;
  statements: SchemaStatements;
}

export type MigrationEntry = Migration | SchemaMigration;

/** An entry's statements in one dialect, in order; none when that dialect has nothing to change. */
export function statementsOf(entry: MigrationEntry, dialect: MigrationDialect): string[] {
  if ("statements" in entry) return compileSchemaStatements(entry.statements, dialect);
  const sql = entry[dialect];
  return sql.trim() ? [sql] : [];
}

/**
 * Every schema change of every store, in the order they run. Append only: never edit, reorder or remove
 * an entry that has shipped. Under SQLite a file's `PRAGMA user_version` counts the entries of that file
 * already applied; under PostgreSQL `store_schema_versions` holds the same count per database, and the
 * whole list runs in order under one advisory lock (see migrate.ts).
 */
export const MIGRATIONS: readonly MigrationEntry[] = [
  ...leadMigrations,
  ...identityMigrations,
  ...redirectMigrations,
  ...versionHealthMigrations,
  ...rateLimitMigrations,
];

/**
 * Version tables the PostgreSQL stores kept before the one runner, per database: their count is taken over
 * once, so nothing that already ran runs again. `members` is the identity stores' (licences, members,
 * sessions, sign-in delays).
 */
export const LEGACY_POSTGRES_VERSION_TABLES: Readonly<Record<string, string>> = {
  leads: "lead_store_version",
  members: "identity_store_version",
};

/** The advisory locks the runners before this one took: held too, so an older origin starting now waits. */
export const LEGACY_POSTGRES_LOCK_IDS: readonly number[] = [7_340_021, 7_340_022];
