import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { migratePostgresDatabase } from "./database/migrate";
import { SQLITE_FILES, type SqliteDatabaseName } from "./database/migrations";
import { openStoreDatabases } from "./database/storeDatabases";
import { inTransaction } from "./postgresTransaction";

type Row = Record<string, unknown>;

/** One table's rows from SQLite into PostgreSQL. */
interface TableCopy {
  table: string;
  /** What identifies the row's content in the copy log: a row copied once is never copied again. */
  key(row: Row): string;
  /** Rows to copy, oldest first (PostgreSQL numbers leads and spam in insertion order). */
  select: string;
  insert: string;
  values(row: Row): unknown[];
}

/** A table copied column for column: the same names on both sides, the SQL written from the list. */
interface TableSpec {
  table: string;
  columns: readonly string[];
  /** The primary key: the conflict target, and the copy log's key unless `logKey` says otherwise. */
  keyColumns: readonly string[];
  logKey?: (row: Row) => string;
  /** SQLite filter and order of the rows to copy. */
  where?: string;
  orderBy?: string;
  /** What happens to a row PostgreSQL already has (default: it is left as it is). */
  onConflict?: string;
  /** Values whose SQLite form PostgreSQL reads differently. */
  convert?: Readonly<Record<string, (value: unknown) => unknown>>;
}

function tableCopy(spec: TableSpec): TableCopy {
  const columns = spec.columns.join(", ");
  const placeholders = spec.columns.map((_, index) => `$${index + 1}`).join(", ");
  return {
    table: spec.table,
    key: spec.logKey ?? ((row) => spec.keyColumns.map((column) => String(row[column])).join("\n")),
    select: [
      `SELECT ${columns} FROM ${spec.table}`,
      spec.where ? `WHERE ${spec.where}` : "",
      spec.orderBy ? `ORDER BY ${spec.orderBy}` : "",
    ]
      .filter(Boolean)
      .join(" "),
    insert: `INSERT INTO ${spec.table} (${columns}) VALUES (${placeholders}) ${
      spec.onConflict ?? `ON CONFLICT (${spec.keyColumns.join(", ")}) DO NOTHING`
    }`,
    values: (row) => spec.columns.map((column) => spec.convert?.[column]?.(row[column]) ?? row[column]),
  };
}

interface FileCopy {
  file: string;
  /** Brings an older file to the schema the selects expect, as the origin would on start. */
  upgrade(dataDir: string): Promise<void>;
  tables: readonly TableCopy[];
}

/** Migrates one existing SQLite file of the one migration list, as an origin opening it would. */
async function upgradeSqliteFile(dataDir: string, database: SqliteDatabaseName): Promise<void> {
  const databases = openStoreDatabases({ dataDir, mustExist: true });
  try {
    await databases.database(database);
  } finally {
    await databases.close();
  }
}

const files: readonly FileCopy[] = [
  {
    file: SQLITE_FILES.leads,
    upgrade: (dataDir) => upgradeSqliteFile(dataDir, "leads"),
    tables: [
      tableCopy({
        table: "leads",
        columns: ["id", "form_id", "received_at", "spam", "data", "thanks_path", "ip_hash", "user_agent"],
        keyColumns: ["id"],
        orderBy: "received_at, rowid",
        convert: { spam: (value) => value === 1 },
      }),
      tableCopy({
        table: "idempotency_keys",
        columns: ["form_id", "idempotency_key", "lead_id", "created_at"],
        keyColumns: ["form_id", "idempotency_key"],
      }),
      tableCopy({
        table: "outbox",
        columns: ["lead_id", "attempts", "next_attempt_at", "last_error", "delivered_at"],
        keyColumns: ["lead_id"],
      }),
      tableCopy({
        table: "spam_submissions",
        columns: ["id", "form_id", "received_at", "reason", "data", "ip_hash", "user_agent"],
        keyColumns: ["id"],
        orderBy: "received_at, rowid",
      }),
    ],
  },
  {
    file: SQLITE_FILES.members,
    upgrade: (dataDir) => upgradeSqliteFile(dataDir, "members"),
    tables: [
      tableCopy({
        table: "licences",
        columns: ["licence_key", "product_name", "holder_name", "holder_email", "max_activations"],
        keyColumns: ["licence_key"],
      }),
      tableCopy({
        table: "activations",
        columns: ["id", "licence_key", "pc_name", "activated_at", "last_seen_at", "deregistered_at"],
        keyColumns: ["id"],
        // A PC freed in SQLite after an earlier copy is a new state to copy.
        logKey: (row) => `${String(row.id)}\n${String(row.deregistered_at ?? "")}`,
        // A PC freed on either side stays freed; a second run finds nothing left to change.
        onConflict: `ON CONFLICT (id) DO UPDATE SET deregistered_at = excluded.deregistered_at
          WHERE activations.deregistered_at IS NULL AND excluded.deregistered_at IS NOT NULL`,
      }),
      tableCopy({
        table: "members",
        columns: ["member_id", "password_hash", "company_name", "contact_name", "member_since"],
        keyColumns: ["member_id"],
      }),
      tableCopy({
        // Live sessions only: members stay signed in across the move; expired ones are of no use.
        table: "sessions",
        columns: ["token_hash", "kind", "subject", "created_at", "expires_at"],
        keyColumns: ["token_hash"],
        where: "expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000",
      }),
    ],
  },
  {
    file: SQLITE_FILES.redirects,
    upgrade: (dataDir) => upgradeSqliteFile(dataDir, "redirects"),
    tables: [
      tableCopy({
        table: "server_redirects",
        columns: ["from_path", "location", "status", "updated_at"],
        keyColumns: ["from_path"],
        // SQLite's datetime('now') is UTC without a zone.
        convert: { updated_at: (value) => `${String(value)}Z` },
      }),
    ],
  },
];

/**
 * Rows copied before: a second run skips them even when PostgreSQL has since changed or deleted them
 * (a session signed out, a redirect removed after the move stays so).
 */
const copyLogTable = `CREATE TABLE IF NOT EXISTS sqlite_copy_log (
  table_name TEXT NOT NULL,
  row_key TEXT NOT NULL,
  copied_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (table_name, row_key)
)`;

export interface TableCopyReport {
  table: string;
  /** Rows in the SQLite file. */
  found: number;
  /** Rows written to PostgreSQL: rows not copied before (and not already there), PCs freed since. */
  copied: number;
}

/**
 * Copies the SQLite files of a data directory (leads, outbox and spam; licences, activations, members
 * and live sessions; server redirects) into the PostgreSQL database that DATABASE_URL names, creating
 * its tables first. Rows already there are left as they are, and a copy log keeps a second run from
 * copying anything twice, even rows PostgreSQL has deleted since.
 * Each file is copied in one transaction: a failed run leaves nothing half copied.
 */
export async function copySqliteDataToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
}): Promise<TableCopyReport[]> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    await migratePostgresDatabase(pool);
    await pool.query(copyLogTable);
    const reports: TableCopyReport[] = [];
    for (const { file, upgrade, tables } of files) {
      const filePath = path.join(options.dataDir, file);
      if (!existsSync(filePath)) continue;
      await upgrade(options.dataDir);
      const sqlite = new Database(filePath, { readonly: true, fileMustExist: true });
      try {
        await inTransaction(pool, async (client) => {
          for (const copy of tables) {
            const rows = sqlite.prepare<[], Row>(copy.select).all();
            let copied = 0;
            for (const row of rows) {
              const logged = await client.query(
                "INSERT INTO sqlite_copy_log (table_name, row_key) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                [copy.table, copy.key(row)],
              );
              if (logged.rowCount === 0) continue;
              copied += (await client.query(copy.insert, copy.values(row))).rowCount ?? 0;
            }
            reports.push({ table: copy.table, found: rows.length, copied });
          }
        });
      } finally {
        sqlite.close();
      }
    }
    return reports;
  } finally {
    await pool.end();
  }
}
