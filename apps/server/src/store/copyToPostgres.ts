import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { createRedirectTable } from "../redirects/postgresRedirectStore";
import { IDENTITY_DATABASE_FILE, openIdentityDatabase } from "../sessions/identityDatabase";
import { identitySchema } from "../sessions/postgresIdentityDatabase";
import { leadSchema } from "./postgresLeadStore";
import { migratePostgres } from "./postgresMigrate";
import { inTransaction } from "./postgresTransaction";
import { LEADS_DATABASE_FILE, SqliteLeadStore } from "./sqliteLeadStore";

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

interface FileCopy {
  file: string;
  /** Brings an older file to the schema the selects expect, as the origin would on start. */
  upgrade(dataDir: string): void;
  tables: readonly TableCopy[];
}

const files: readonly FileCopy[] = [
  {
    file: LEADS_DATABASE_FILE,
    upgrade: (dataDir) => void SqliteLeadStore.open({ dataDir, mustExist: true }).close(),
    tables: [
      {
        table: "leads",
        key: (row) => String(row.id),
        select:
          "SELECT id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent FROM leads ORDER BY received_at, rowid",
        insert: `INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        values: (row) => [
          row.id,
          row.form_id,
          row.received_at,
          row.spam === 1,
          row.data,
          row.thanks_path,
          row.ip_hash,
          row.user_agent,
        ],
      },
      {
        table: "idempotency_keys",
        key: (row) => `${String(row.form_id)}\n${String(row.idempotency_key)}`,
        select: "SELECT form_id, idempotency_key, lead_id, created_at FROM idempotency_keys",
        insert: `INSERT INTO idempotency_keys (form_id, idempotency_key, lead_id, created_at)
          VALUES ($1, $2, $3, $4) ON CONFLICT (form_id, idempotency_key) DO NOTHING`,
        values: (row) => [row.form_id, row.idempotency_key, row.lead_id, row.created_at],
      },
      {
        table: "outbox",
        key: (row) => String(row.lead_id),
        select: "SELECT lead_id, attempts, next_attempt_at, last_error, delivered_at FROM outbox",
        insert: `INSERT INTO outbox (lead_id, attempts, next_attempt_at, last_error, delivered_at)
          VALUES ($1, $2, $3, $4, $5) ON CONFLICT (lead_id) DO NOTHING`,
        values: (row) => [row.lead_id, row.attempts, row.next_attempt_at, row.last_error, row.delivered_at],
      },
      {
        table: "spam_submissions",
        key: (row) => String(row.id),
        select:
          "SELECT id, form_id, received_at, reason, data, ip_hash, user_agent FROM spam_submissions ORDER BY received_at, rowid",
        insert: `INSERT INTO spam_submissions (id, form_id, received_at, reason, data, ip_hash, user_agent)
          VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        values: (row) => [
          row.id,
          row.form_id,
          row.received_at,
          row.reason,
          row.data,
          row.ip_hash,
          row.user_agent,
        ],
      },
    ],
  },
  {
    file: IDENTITY_DATABASE_FILE,
    upgrade: (dataDir) => openIdentityDatabase(dataDir).close(),
    tables: [
      {
        table: "licences",
        key: (row) => String(row.licence_key),
        select: "SELECT licence_key, product_name, holder_name, holder_email, max_activations FROM licences",
        insert: `INSERT INTO licences (licence_key, product_name, holder_name, holder_email, max_activations)
          VALUES ($1, $2, $3, $4, $5) ON CONFLICT (licence_key) DO NOTHING`,
        values: (row) => [
          row.licence_key,
          row.product_name,
          row.holder_name,
          row.holder_email,
          row.max_activations,
        ],
      },
      {
        table: "activations",
        // A PC freed in SQLite after an earlier copy is a new state to copy.
        key: (row) => `${String(row.id)}\n${String(row.deregistered_at ?? "")}`,
        select:
          "SELECT id, licence_key, pc_name, activated_at, last_seen_at, deregistered_at FROM activations",
        // A PC freed on either side stays freed; a second run finds nothing left to change.
        insert: `INSERT INTO activations (id, licence_key, pc_name, activated_at, last_seen_at, deregistered_at)
          VALUES ($1, $2, $3, $4, $5, $6)
          ON CONFLICT (id) DO UPDATE SET deregistered_at = excluded.deregistered_at
          WHERE activations.deregistered_at IS NULL AND excluded.deregistered_at IS NOT NULL`,
        values: (row) => [
          row.id,
          row.licence_key,
          row.pc_name,
          row.activated_at,
          row.last_seen_at,
          row.deregistered_at,
        ],
      },
      {
        table: "members",
        key: (row) => String(row.member_id),
        select: "SELECT member_id, password_hash, company_name, contact_name, member_since FROM members",
        insert: `INSERT INTO members (member_id, password_hash, company_name, contact_name, member_since)
          VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id) DO NOTHING`,
        values: (row) => [
          row.member_id,
          row.password_hash,
          row.company_name,
          row.contact_name,
          row.member_since,
        ],
      },
      {
        // Live sessions only: members stay signed in across the move; expired ones are of no use.
        table: "sessions",
        key: (row) => String(row.token_hash),
        select: `SELECT token_hash, kind, subject, created_at, expires_at FROM sessions
          WHERE expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000`,
        insert: `INSERT INTO sessions (token_hash, kind, subject, created_at, expires_at)
          VALUES ($1, $2, $3, $4, $5) ON CONFLICT (token_hash) DO NOTHING`,
        values: (row) => [row.token_hash, row.kind, row.subject, row.created_at, row.expires_at],
      },
    ],
  },
  {
    file: "redirects.sqlite",
    upgrade: () => {},
    tables: [
      {
        table: "server_redirects",
        key: (row) => String(row.from_path),
        select: "SELECT from_path, location, status, updated_at FROM server_redirects",
        insert: `INSERT INTO server_redirects (from_path, location, status, updated_at)
          VALUES ($1, $2, $3, $4) ON CONFLICT (from_path) DO NOTHING`,
        // SQLite's datetime('now') is UTC without a zone.
        values: (row) => [row.from_path, row.location, row.status, `${String(row.updated_at)}Z`],
      },
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
    await migratePostgres(pool, leadSchema);
    await migratePostgres(pool, identitySchema);
    await createRedirectTable(pool);
    await pool.query(copyLogTable);
    const reports: TableCopyReport[] = [];
    for (const { file, upgrade, tables } of files) {
      const filePath = path.join(options.dataDir, file);
      if (!existsSync(filePath)) continue;
      upgrade(options.dataDir);
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
