import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
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

const sqliteMigrations = leadMigrations.map((migration) => migration.sqlite);

export const LEADS_DATABASE_FILE = "leads.sqlite";

export interface SqliteLeadStoreOptions {
  /** Directory holding the database file; created when missing unless `mustExist`. */
  dataDir: string;
  /** For readers such as the CSV export: fail instead of creating an empty database. */
  mustExist?: boolean;
  /** How long a claimed outbox entry is hidden from other claims (ms). */
  claimLeaseMs?: number;
}

type LeadRow = LeadRowOf<number, number, string>;
type OutboxRow = OutboxRowOf<number, number, string>;
type DeadLetterRow = DeadLetterRowOf<number, number, string>;
type SpamRow = SpamRowOf<number, string>;
const columns: ColumnReader<number, number, string> = {
  time: (time) => time,
  flag: (spam) => spam === 1,
  json: (data) => JSON.parse(data),
};
const toLead = (row: LeadRow) => leadOfRow(row, columns);
const toSpam = (row: SpamRow) => spamOfRow(row, columns);

function migrate(db: Database.Database): void {
  const applied = db.pragma("user_version", { simple: true });
  const from = typeof applied === "number" ? applied : 0;
  db.transaction(() => {
    for (const [index, sql] of sqliteMigrations.entries()) {
      if (index >= from) db.exec(sql);
    }
    db.pragma(`user_version = ${sqliteMigrations.length}`);
  }).immediate();
}

export class SqliteLeadStore implements LeadStore {
  static open(options: SqliteLeadStoreOptions): SqliteLeadStore {
    if (!options.mustExist) mkdirSync(options.dataDir, { recursive: true });
    const db = new Database(join(options.dataDir, LEADS_DATABASE_FILE), {
      fileMustExist: options.mustExist ?? false,
    });
    db.pragma("journal_mode = WAL");
    // FULL syncs the WAL on every commit, so a lead is on disk before the API answers 2xx.
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    migrate(db);
    return new SqliteLeadStore(db, options.claimLeaseMs ?? 120_000);
  }

  readonly #db: Database.Database;
  readonly claimLeaseMs: number;
  readonly #statements;

  private constructor(db: Database.Database, claimLeaseMs: number) {
    this.#db = db;
    this.claimLeaseMs = claimLeaseMs;
    this.#statements = {
      leadByKey: db.prepare<[string, string], LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM idempotency_keys JOIN leads ON leads.id = idempotency_keys.lead_id
         WHERE idempotency_keys.form_id = ? AND idempotency_key = ?`,
      ),
      insertLead: db.prepare(
        `INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent)
         VALUES (@id, @formId, @receivedAt, @spam, @data, @thanksPath, @ipHash, @userAgent)`,
      ),
      insertKey: db.prepare(
        "INSERT INTO idempotency_keys (form_id, idempotency_key, lead_id, created_at) VALUES (?, ?, ?, ?)",
      ),
      enqueue: db.prepare(
        `INSERT INTO outbox (lead_id, attempts, next_attempt_at) VALUES (?, 0, ?)
         ON CONFLICT (lead_id) DO UPDATE SET attempts = 0, next_attempt_at = excluded.next_attempt_at,
           last_error = NULL, delivered_at = NULL`,
      ),
      listLeads: db.prepare<{ since: number; formId: string | null }, LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads
         WHERE spam = 0 AND received_at >= @since AND (@formId IS NULL OR form_id = @formId)
         ORDER BY received_at, leads.rowid`,
      ),
      insertSpam: db.prepare(
        `INSERT INTO spam_submissions (id, form_id, received_at, reason, data, ip_hash, user_agent)
         VALUES (@id, @formId, @receivedAt, @reason, @data, @ipHash, @userAgent)`,
      ),
      listSpam: db.prepare<{ since: number; formId: string | null }, SpamRow>(
        `SELECT ${SPAM_COLUMNS} FROM spam_submissions
         WHERE received_at >= @since AND (@formId IS NULL OR form_id = @formId) ORDER BY received_at, rowid`,
      ),
      deadLetters: db.prepare<[], DeadLetterRow>(
        `SELECT ${LEAD_COLUMNS}, outbox.attempts, outbox.last_error FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at IS NULL ORDER BY leads.received_at, leads.rowid`,
      ),
      backlog: db.prepare<[], { pending: number; dead: number }>(
        `SELECT count(next_attempt_at) AS pending, count(*) - count(next_attempt_at) AS dead
         FROM outbox WHERE delivered_at IS NULL`,
      ),
      due: db.prepare<[number, number], OutboxRow>(
        `SELECT ${LEAD_COLUMNS}, outbox.attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at <= ? ORDER BY outbox.next_attempt_at LIMIT ?`,
      ),
      lease: db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE lead_id = ?"),
      delivered: db.prepare("UPDATE outbox SET delivered_at = ?, last_error = NULL WHERE lead_id = ?"),
      failed: db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE lead_id = ?",
      ),
    };
  }

  #insertLead = (lead: NewLead): InsertLeadResult => {
    const first = this.#statements.leadByKey.get(lead.formId, lead.idempotencyKey);
    if (first) return { lead: toLead(first), created: false };
    const { idempotencyKey, ...stored } = lead;
    const id = randomUUID();
    this.#statements.insertLead.run({
      ...stored,
      id,
      spam: lead.spam ? 1 : 0,
      data: JSON.stringify(lead.data),
    });
    this.#statements.insertKey.run(lead.formId, idempotencyKey, id, lead.receivedAt);
    if (!lead.spam) this.#statements.enqueue.run(id, lead.receivedAt);
    return { lead: { ...stored, id }, created: true };
  };

  #claimDue = (now: number, limit: number, dueBy: number): OutboxEntry[] => {
    const rows = this.#statements.due.all(dueBy, limit);
    for (const row of rows) this.#statements.lease.run(now + this.claimLeaseMs, row.id);
    return rows.map((row) => ({ lead: toLead(row), attempts: row.attempts }));
  };

  async insertLead(lead: NewLead): Promise<InsertLeadResult> {
    // IMMEDIATE takes the write lock first, so two writers with the same key cannot both insert.
    return this.#db.transaction(this.#insertLead).immediate(lead);
  }

  async findByIdempotencyKey(formId: string, idempotencyKey: string): Promise<Lead | undefined> {
    const row = this.#statements.leadByKey.get(formId, idempotencyKey);
    return row && toLead(row);
  }

  async listLeads(query: LeadQuery): Promise<Lead[]> {
    return this.#statements.listLeads
      .all({ since: query.since ?? 0, formId: query.formId ?? null })
      .map(toLead);
  }

  async insertSpam(submission: NewSpamSubmission): Promise<SpamSubmission> {
    const stored = { ...submission, id: randomUUID() };
    this.#statements.insertSpam.run({
      ...stored,
      data: submission.data === null ? null : JSON.stringify(submission.data),
    });
    return stored;
  }

  async listSpam(query: LeadQuery): Promise<SpamSubmission[]> {
    return this.#statements.listSpam
      .all({ since: query.since ?? 0, formId: query.formId ?? null })
      .map(toSpam);
  }

  async listDeadLetters(): Promise<DeadLetter[]> {
    return this.#statements.deadLetters
      .all()
      .map((row) => ({ lead: toLead(row), attempts: row.attempts, lastError: row.last_error }));
  }

  async outboxBacklog(): Promise<OutboxBacklog> {
    const row = this.#statements.backlog.get();
    return { pending: row?.pending ?? 0, dead: row?.dead ?? 0 };
  }

  async enqueue(leadId: string, nextAttemptAt: number): Promise<void> {
    this.#statements.enqueue.run(leadId, nextAttemptAt);
  }

  async claimDue(now: number, limit: number, dueBy = now): Promise<OutboxEntry[]> {
    return this.#db.transaction(this.#claimDue).immediate(now, limit, dueBy);
  }

  async markDelivered(leadId: string, deliveredAt: number): Promise<void> {
    this.#statements.delivered.run(deliveredAt, leadId);
  }

  async markFailed(leadId: string, nextAttemptAt: number | null, error: string): Promise<void> {
    this.#statements.failed.run(nextAttemptAt, error.slice(0, 1000), leadId);
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
