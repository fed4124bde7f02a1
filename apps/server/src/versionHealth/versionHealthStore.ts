import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { inTransaction } from "../store/postgresTransaction";
import { createStoreGate, storeBehindGate } from "../store/storeGate";

/** Page views of one app version, and how many of them had an error (server or browser). */
export interface VersionCounts {
  app: string;
  version: string;
  views: number;
  erroredViews: number;
}

/**
 * Views and errored views per app and version, added to by every origin and read by the canary analysis
 * (ARCHITECTURE.md section 15). Counts only grow: the analysis compares two readings.
 */
export interface VersionHealthStore {
  /** Adds these counts to the stored ones, all in one transaction. */
  add(counts: readonly VersionCounts[]): Promise<void>;
  read(): Promise<VersionCounts[]>;
  close(): Promise<void>;
}

const sqliteSchema = `CREATE TABLE IF NOT EXISTS version_views (
  app TEXT NOT NULL,
  version TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  errored_views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (app, version)
)`;

const upsertSql = (p: (n: number) => string) =>
  `INSERT INTO version_views (app, version, views, errored_views) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})
   ON CONFLICT (app, version) DO UPDATE SET views = version_views.views + excluded.views,
     errored_views = version_views.errored_views + excluded.errored_views`;

const selectSql =
  'SELECT app, version, views, errored_views AS "erroredViews" FROM version_views ORDER BY app, version';

export function openSqliteVersionHealthStore(file: string): VersionHealthStore {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 2000");
  db.exec(sqliteSchema);
  const upsert = db.prepare(upsertSql(() => "?"));
  const select = db.prepare<[], VersionCounts>(selectSql);
  const addAll = db.transaction((counts: readonly VersionCounts[]) => {
    for (const row of counts) upsert.run(row.app, row.version, row.views, row.erroredViews);
  });
  return {
    add: async (counts) => void addAll(counts),
    read: async () => select.all(),
    close: async () => void db.close(),
  };
}

export function openPostgresVersionHealthStore(connectionString: string): VersionHealthStore {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on("error", (error) => console.error("[version health] PostgreSQL connection lost", error.message));
  let ready: Promise<void> | undefined;
  // Created once, even when several origins start together.
  const schemaReady = () => {
    ready ??= inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('version_views'))");
      await client.query(sqliteSchema.replace(/INTEGER/g, "BIGINT"));
    }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async add(counts) {
      await schemaReady();
      await inTransaction(pool, async (client) => {
        for (const row of counts) {
          await client.query(
            upsertSql((n) => `$${n}`),
            [row.app, row.version, row.views, row.erroredViews],
          );
        }
      });
    },
    async read() {
      await schemaReady();
      const result = await pool.query<{ app: string; version: string; views: string; erroredViews: string }>(
        selectSql,
      );
      return result.rows.map((row) => ({
        app: row.app,
        version: row.version,
        views: Number(row.views),
        erroredViews: Number(row.erroredViews),
      }));
    },
    close: () => pool.end(),
  };
}

/** The SQLite file under DATA_DIR. */
export const versionHealthFile = (dataDir: string) => path.join(dataDir, "version-health.sqlite");

/**
 * PostgreSQL when DATABASE_URL is set (the counts of every origin add up there), SQLite under DATA_DIR
 * otherwise, opened when it first can be (a read-only data directory does not stop the origin).
 */
export function openVersionHealthStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  storeRetryMs?: number;
}): VersionHealthStore {
  if (options.databaseUrl) return openPostgresVersionHealthStore(options.databaseUrl);
  const gate = createStoreGate({
    name: "version health",
    open: () => openSqliteVersionHealthStore(versionHealthFile(options.dataDir)),
    close: (store) => store.close(),
    retryMs: options.storeRetryMs ?? 1_000,
  });
  return storeBehindGate<VersionHealthStore>(gate, { close: () => gate.close() });
}
