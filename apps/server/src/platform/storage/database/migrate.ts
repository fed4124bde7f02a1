import type pg from "pg";
import { inTransaction } from "../postgresTransaction";
import {
  type DatabaseName,
  LEGACY_POSTGRES_LOCK_IDS,
  LEGACY_POSTGRES_VERSION_TABLES,
  MIGRATIONS,
  type MigrationEntry,
  statementsOf,
} from "./migrations";
import type { SqliteWorker } from "./sqliteWorkerDialect";

/** The entries of one database, in list order. */
function entriesOf(database: string, list: readonly MigrationEntry[]): MigrationEntry[] {
  return list.filter((migration) => migration.database === database);
}

/**
 * Brings one SQLite file to the last of its entries, in one IMMEDIATE transaction: two processes opening
 * the file at once (an origin and an operator command) take turns, and the second finds nothing to do.
 */
export async function migrateSqliteFile(
  worker: SqliteWorker,
  database: DatabaseName,
  list: readonly MigrationEntry[] = MIGRATIONS,
): Promise<void> {
  const entries = entriesOf(database, list);
  await worker.exec("BEGIN IMMEDIATE");
  try {
    const { rows } = await worker.query("PRAGMA user_version");
    const applied = Number((rows[0] as { user_version?: number } | undefined)?.user_version ?? 0);
    for (const [index, migration] of entries.entries()) {
      if (index < applied) continue;
      for (const statement of statementsOf(migration, "sqlite")) await worker.exec(statement);
    }
    if (applied < entries.length) await worker.exec(`PRAGMA user_version = ${entries.length}`);
    await worker.exec("COMMIT");
  } catch (error) {
    await worker.rollback().catch(() => undefined);
    throw error;
  }
}

/** One lock id for the one runner: origins starting together wait for each other, so each entry runs once. */
export const MIGRATION_LOCK_ID = 7_340_020;

/**
 * Brings the PostgreSQL database to the end of the list, in one transaction under the advisory lock. The
 * count applied per database is in `store_schema_versions`; a database first seen here takes its count
 * from the version table its store kept before (LEGACY_POSTGRES_VERSION_TABLES).
 */
export async function migratePostgresDatabase(
  pool: pg.Pool,
  list: readonly MigrationEntry[] = MIGRATIONS,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    for (const lockId of [MIGRATION_LOCK_ID, ...LEGACY_POSTGRES_LOCK_IDS]) {
      await client.query("SELECT pg_advisory_xact_lock($1)", [lockId]);
    }
    await client.query(
      "CREATE TABLE IF NOT EXISTS store_schema_versions (database TEXT PRIMARY KEY, version INTEGER NOT NULL)",
    );
    const { rows } = await client.query<{ database: string; version: number }>(
      "SELECT database, version FROM store_schema_versions",
    );
    const applied = new Map(rows.map((row) => [row.database, row.version]));
    const databases = [...new Set(list.map((migration) => migration.database))];
    for (const database of databases) {
      const legacy = LEGACY_POSTGRES_VERSION_TABLES[database];
      if (applied.has(database) || !legacy) continue;
      const found = await client.query<{ present: boolean }>(
        "SELECT to_regclass($1) IS NOT NULL AS present",
        [legacy],
      );
      if (!found.rows[0]?.present) continue;
      const old = await client.query<{ version: number }>(`SELECT version FROM ${legacy}`);
      if (old.rows[0]) applied.set(database, old.rows[0].version);
    }
    const counted = new Map<string, number>();
    for (const migration of list) {
      const index = counted.get(migration.database) ?? 0;
      counted.set(migration.database, index + 1);
      if (index < (applied.get(migration.database) ?? 0)) continue;
      for (const statement of statementsOf(migration, "postgres")) await client.query(statement);
    }
    for (const [database, version] of counted) {
      // Never lowers a count an origin running a longer list wrote.
      if ((applied.get(database) ?? 0) >= version) continue;
      await client.query(
        `INSERT INTO store_schema_versions (database, version) VALUES ($1, $2)
         ON CONFLICT (database) DO UPDATE SET version = excluded.version`,
        [database, version],
      );
      // The old runner's count follows, so an origin of the previous release starting against this
      // database (a rolling upgrade) finds its tables made and runs nothing again.
      const legacy = LEGACY_POSTGRES_VERSION_TABLES[database];
      if (legacy) {
        await client.query(`CREATE TABLE IF NOT EXISTS ${legacy} (version INTEGER NOT NULL)`);
        await client.query(`DELETE FROM ${legacy}`);
        await client.query(`INSERT INTO ${legacy} (version) VALUES ($1)`, [version]);
      }
    }
  });
}
