// The one query layer under every store (ARCHITECTURE.md section 16): Kysely, over PostgreSQL when
// DATABASE_URL is set and over the embedded SQLite files otherwise.
//
// How a store plugs in:
// 1. Its tables go in `tables.ts` (an interface per database, added to `DatabaseTables`), its schema
//    changes at the end of `MIGRATIONS` in `migrations.ts` (a new database also gets its file name in
//    `SQLITE_FILES` and, if its PostgreSQL store kept a version table before, an entry in
//    `LEGACY_POSTGRES_VERSION_TABLES`).
// 2. The store takes the origin's `StoreDatabases` and asks `await databases.database("name")` for a
//    `Kysely<ItsTables>`: opened and migrated on first use, rejected while storage is unavailable. It writes
//    its queries once; where the dialects differ it reads `databases.dialect` (see leadStore's row order
//    and its PostgreSQL idempotency lock) and `readFlag` / `readJson` for column values.
// 3. The store never closes the handle: the origin (or the operator command) closes `StoreDatabases` once.
//
// PostgreSQL: one `pg.Pool` per process, shared by every store, its schema migrated once per process by
// `migratePostgresDatabase`. SQLite: one worker thread per file (`sqliteWorkerDialect.ts`), so a stalled
// disk or a lock held by another process never stalls the event loop, with every statement under a
// deadline that turns into `StoreUnavailableError` (503 + Retry-After).
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migratePostgresDatabase, migrateSqliteFile } from "./migrate";
import { type DatabaseName, isSqliteDatabase, SQLITE_FILES } from "./migrations";
import { SqliteWorker, SqliteWorkerDialect } from "./sqliteWorkerDialect";
import type { DatabaseTables } from "./tables";

export type StoreDialect = "sqlite" | "postgres";

export interface StoreDatabaseLocation {
  /** DATABASE_URL: PostgreSQL, for several origins sharing one database. */
  databaseUrl?: string | undefined;
  /** Otherwise the embedded SQLite files in this directory. */
  dataDir: string;
  /** SQLite only: fail instead of creating an empty database (readers such as the CSV export). */
  mustExist?: boolean;
  /** PostgreSQL only: connections the one pool holds open (default 10). */
  maxConnections?: number;
  /** SQLite only: a statement not answered by then rejects with `StoreUnavailableError`. */
  statementTimeoutMs?: number;
}

export interface StoreDatabases {
  readonly dialect: StoreDialect;
  /** One database's tables, opened and migrated on first use; rejects while storage is unavailable. */
  database<Name extends DatabaseName>(name: Name): Promise<Kysely<DatabaseTables[Name]>>;
  close(): Promise<void>;
}

/** BIGINT (oid 20) as a number: times are milliseconds since the epoch, which a double holds exactly. */
const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/** A promise kept once it resolves and forgotten when it rejects, so the next call tries again. */
function retried<T>(open: () => Promise<T>): () => Promise<T> {
  let opening: Promise<T> | undefined;
  return () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}

function openPostgres(location: StoreDatabaseLocation & { databaseUrl: string }): StoreDatabases {
  const pool = new pg.Pool({
    connectionString: location.databaseUrl,
    max: location.maxConnections ?? 10,
    types: postgresTypes,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[storage] PostgreSQL connection lost", error.message));
  const db = new Kysely<DatabaseTables[DatabaseName]>({ dialect: new PostgresDialect({ pool }) });
  // A database that was down at start-up is migrated on the first use after it comes back.
  const migrated = retried(() => migratePostgresDatabase(pool));
  let closed = false;
  return {
    dialect: "postgres",
    async database<Name extends DatabaseName>(_name: Name) {
      if (closed) throw new Error("The store databases are closed");
      await migrated();
      // Every database is the same PostgreSQL database; the name only types its tables.
      return db as unknown as Kysely<DatabaseTables[Name]>;
    },
    async close() {
      closed = true;
      await db.destroy();
    },
  };
}

function openSqlite(location: StoreDatabaseLocation): StoreDatabases {
  const files = new Map<DatabaseName, () => Promise<{ db: Kysely<unknown> }>>();
  const opened: Kysely<unknown>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  function fileOf(name: DatabaseName) {
    if (!isSqliteDatabase(name)) throw new Error(`The ${name} tables are kept in PostgreSQL only`);
    let open = files.get(name);
    if (!open) {
      open = retried(async () => {
        if (closed) throw new Error("The store databases are closed");
        const worker = await SqliteWorker.open({
          file: path.join(location.dataDir, SQLITE_FILES[name]),
          mustExist: location.mustExist ?? false,
          storeName: name,
          ...(location.statementTimeoutMs ? { statementTimeoutMs: location.statementTimeoutMs } : {}),
        });
        try {
          await migrateSqliteFile(worker, name);
        } catch (error) {
          await worker.close().catch(() => undefined);
          throw error;
        }
        const db = new Kysely<unknown>({ dialect: new SqliteWorkerDialect(worker) });
        if (closed) {
          await db.destroy();
          throw new Error("The store databases were closed while opening");
        }
        opened.push(db);
        return { db };
      });
      files.set(name, open);
    }
    return open;
  }
  return {
    dialect: "sqlite",
    async database<Name extends DatabaseName>(name: Name) {
      if (closed) throw new Error("The store databases are closed");
      const opening = fileOf(name)();
      inFlight.add(opening);
      try {
        const { db } = await opening;
        return db as Kysely<DatabaseTables[Name]>;
      } finally {
        inFlight.delete(opening);
      }
    },
    async close() {
      closed = true;
      // A file still opening finds `closed` and closes itself: once this settles no thread holds a file.
      await Promise.allSettled([...inFlight]);
      await Promise.all(opened.splice(0).map((db) => db.destroy()));
    },
  };
}

/** The databases the configuration names: PostgreSQL when DATABASE_URL is set, SQLite files otherwise. */
export function openStoreDatabases(location: StoreDatabaseLocation): StoreDatabases {
  const { databaseUrl } = location;
  return databaseUrl ? openPostgres({ ...location, databaseUrl }) : openSqlite(location);
}
