import { randomUUID } from "node:crypto";
import pg from "pg";
import { leadMigrations } from "./database/leadMigrations";
import {
  type ColumnReader,
  type DeadLetterRowOf,
  LEAD_COLUMNS,
  type LeadRowOf,
  leadOfRow,
  type OutboxRowOf,
  SPAM_COLUMNS,
  type SpamRowOf,
  spamOfRow,
} from "./leadColumns";
import type {
  DeadLetter,
  InsertLeadResult,
  Lead,
  LeadQuery,
  LeadStore,
  NewLead,
  NewSpamSubmission,
  OutboxBacklog,
  OutboxEntry,
  SpamSubmission,
} from "./leadStore";
import { migratePostgres, type PostgresSchema } from "./postgresMigrate";

const postgresMigrations = leadMigrations.map((migration) => migration.postgres);

import { inTransaction } from "./postgresTransaction";

export interface PostgresLeadStoreOptions {
  /** `postgres://user:password@host:port/database` (DATABASE_URL). */
  connectionString: string;
  /** How long a claimed outbox entry is hidden from other claims (ms). */
  claimLeaseMs?: number;
  /** Connections held open; several API instances share one database. */
  maxConnections?: number;
}

// BIGINT arrives as a string; milliseconds since the epoch fit a double exactly. jsonb arrives parsed.
type LeadRow = LeadRowOf<string, boolean, unknown>;
type OutboxRow = OutboxRowOf<string, boolean, unknown>;
type DeadLetterRow = DeadLetterRowOf<string, boolean, unknown>;
type SpamRow = SpamRowOf<string, unknown>;
const columns: ColumnReader<string, boolean, unknown> = {
  time: Number,
  flag: (spam) => spam,
  json: (data) => data,
};
const toLead = (row: LeadRow) => leadOfRow(row, columns);
const toSpam = (row: SpamRow) => spamOfRow(row, columns);

const LEAD_BY_IDEMPOTENCY_KEY = `SELECT ${LEAD_COLUMNS} FROM idempotency_keys
  JOIN leads ON leads.id = idempotency_keys.lead_id
  WHERE idempotency_keys.form_id = $1 AND idempotency_key = $2`;

/** The lead tables' migrations; `npm run data:copy-to-postgres` applies them too. */
export const leadSchema: PostgresSchema = {
  // One lock id for migrations, so API instances starting together migrate once.
  lockId: 7_340_021,
  versionTable: "lead_store_version",
  migrations: postgresMigrations,
};

/**
 * The lead store on PostgreSQL, chosen by DATABASE_URL when several API instances share one database.
 * Same contract as the SQLite store: a lead and its outbox entry commit together (PostgreSQL's default
 * synchronous commit makes that durable before the API answers), one lead per idempotency key, and
 * outbox claims that two workers never share (`FOR UPDATE SKIP LOCKED`).
 */
export class PostgresLeadStore implements LeadStore {
  /** Opens the pool; the schema is migrated before the first query (and retried if that fails). */
  static open(options: PostgresLeadStoreOptions): PostgresLeadStore {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("[leads] PostgreSQL connection lost", error.message));
    return new PostgresLeadStore(pool, options.claimLeaseMs ?? 120_000);
  }

  readonly #pool: pg.Pool;
  readonly claimLeaseMs: number;
  #schema: Promise<void> | undefined;

  private constructor(pool: pg.Pool, claimLeaseMs: number) {
    this.#pool = pool;
    this.claimLeaseMs = claimLeaseMs;
  }

  /** A database that was down at start-up is migrated on the first request after it comes back. */
  #schemaReady(): Promise<void> {
    this.#schema ??= migratePostgres(this.#pool, leadSchema).catch((error: unknown) => {
      this.#schema = undefined;
      throw error;
    });
    return this.#schema;
  }

  /** Runs `work` in one transaction on one connection, once the schema is there. */
  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.#schemaReady();
    return inTransaction(this.#pool, work);
  }

  async #query<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
    await this.#schemaReady();
    return (await this.#pool.query<Row>(sql, values)).rows;
  }

  async insertLead(lead: NewLead): Promise<InsertLeadResult> {
    return this.#transaction(async (client) => {
      // Two requests with the same key wait for each other here, so only the first inserts.
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))", [
        lead.formId,
        lead.idempotencyKey,
      ]);
      const first = await client.query<LeadRow>(LEAD_BY_IDEMPOTENCY_KEY, [lead.formId, lead.idempotencyKey]);
      if (first.rows[0]) return { lead: toLead(first.rows[0]), created: false };
      const { idempotencyKey, ...stored } = lead;
      const id = randomUUID();
      await client.query(
        `INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          lead.formId,
          lead.receivedAt,
          lead.spam,
          lead.data,
          lead.thanksPath,
          lead.ipHash,
          lead.userAgent,
        ],
      );
      await client.query(
        "INSERT INTO idempotency_keys (form_id, idempotency_key, lead_id, created_at) VALUES ($1, $2, $3, $4)",
        [lead.formId, idempotencyKey, id, lead.receivedAt],
      );
      if (!lead.spam) {
        await client.query("INSERT INTO outbox (lead_id, attempts, next_attempt_at) VALUES ($1, 0, $2)", [
          id,
          lead.receivedAt,
        ]);
      }
      return { lead: { ...stored, id }, created: true };
    });
  }

  async findByIdempotencyKey(formId: string, idempotencyKey: string): Promise<Lead | undefined> {
    const rows = await this.#query<LeadRow>(LEAD_BY_IDEMPOTENCY_KEY, [formId, idempotencyKey]);
    return rows[0] && toLead(rows[0]);
  }

  async listLeads(query: LeadQuery): Promise<Lead[]> {
    const rows = await this.#query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads
       WHERE NOT spam AND received_at >= $1 AND ($2::text IS NULL OR form_id = $2)
       ORDER BY received_at, seq`,
      [query.since ?? 0, query.formId ?? null],
    );
    return rows.map(toLead);
  }

  async insertSpam(submission: NewSpamSubmission): Promise<SpamSubmission> {
    const stored = { ...submission, id: randomUUID() };
    await this.#query(
      `INSERT INTO spam_submissions (id, form_id, received_at, reason, data, ip_hash, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        stored.id,
        stored.formId,
        stored.receivedAt,
        stored.reason,
        stored.data,
        stored.ipHash,
        stored.userAgent,
      ],
    );
    return stored;
  }

  async listSpam(query: LeadQuery): Promise<SpamSubmission[]> {
    const rows = await this.#query<SpamRow>(
      `SELECT ${SPAM_COLUMNS} FROM spam_submissions
       WHERE received_at >= $1 AND ($2::text IS NULL OR form_id = $2) ORDER BY received_at, seq`,
      [query.since ?? 0, query.formId ?? null],
    );
    return rows.map(toSpam);
  }

  async listDeadLetters(): Promise<DeadLetter[]> {
    const rows = await this.#query<DeadLetterRow>(
      `SELECT ${LEAD_COLUMNS}, outbox.attempts, outbox.last_error FROM outbox JOIN leads ON leads.id = outbox.lead_id
       WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at IS NULL ORDER BY leads.received_at, leads.seq`,
      [],
    );
    return rows.map((row) => ({ lead: toLead(row), attempts: row.attempts, lastError: row.last_error }));
  }

  async outboxBacklog(): Promise<OutboxBacklog> {
    const [row] = await this.#query<{ pending: number; dead: number }>(
      `SELECT count(next_attempt_at)::int AS pending, (count(*) - count(next_attempt_at))::int AS dead
       FROM outbox WHERE delivered_at IS NULL`,
      [],
    );
    return { pending: row?.pending ?? 0, dead: row?.dead ?? 0 };
  }

  async enqueue(leadId: string, nextAttemptAt: number): Promise<void> {
    await this.#query(
      `INSERT INTO outbox (lead_id, attempts, next_attempt_at) VALUES ($1, 0, $2)
       ON CONFLICT (lead_id) DO UPDATE SET attempts = 0, next_attempt_at = excluded.next_attempt_at,
         last_error = NULL, delivered_at = NULL`,
      [leadId, nextAttemptAt],
    );
  }

  async claimDue(now: number, limit: number, dueBy = now): Promise<OutboxEntry[]> {
    const rows = await this.#query<OutboxRow & { due_at: string }>(
      `WITH due AS (
         SELECT lead_id, next_attempt_at FROM outbox
         WHERE delivered_at IS NULL AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ), leased AS (
         UPDATE outbox SET next_attempt_at = $3 FROM due WHERE outbox.lead_id = due.lead_id
         RETURNING outbox.lead_id, outbox.attempts, due.next_attempt_at AS due_at
       )
       SELECT ${LEAD_COLUMNS}, leased.attempts, leased.due_at FROM leased JOIN leads ON leads.id = leased.lead_id
       ORDER BY leased.due_at`,
      [dueBy, limit, now + this.claimLeaseMs],
    );
    return rows.map((row) => ({ lead: toLead(row), attempts: row.attempts }));
  }

  async markDelivered(leadId: string, deliveredAt: number): Promise<void> {
    await this.#query("UPDATE outbox SET delivered_at = $1, last_error = NULL WHERE lead_id = $2", [
      deliveredAt,
      leadId,
    ]);
  }

  async markFailed(leadId: string, nextAttemptAt: number | null, error: string): Promise<void> {
    await this.#query(
      "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2 WHERE lead_id = $3",
      [nextAttemptAt, error.slice(0, 1000), leadId],
    );
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
