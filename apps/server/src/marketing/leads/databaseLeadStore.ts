import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";
import { type LeadTables, readFlag, readJson } from "../../platform/storage/database/tables";
import { isLeadData, isSpamReason } from "./leadColumns";
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

/** How long a claimed outbox entry stays hidden from other claims unless the caller says otherwise. */
export const DEFAULT_CLAIM_LEASE_MS = 120_000;

export interface DatabaseLeadStoreOptions {
  /** How long a claimed outbox entry is hidden from other claims (ms). */
  claimLeaseMs?: number;
  /** Whether `close` closes `databases` too (a store opened on its own), or leaves them to their owner. */
  ownsDatabases?: boolean;
}

type Db = Kysely<LeadTables> | Transaction<LeadTables>;

/** The columns every lead query reads. */
const LEAD_COLUMNS = [
  "leads.id",
  "leads.form_id",
  "leads.received_at",
  "leads.spam",
  "leads.data",
  "leads.thanks_path",
  "leads.ip_hash",
  "leads.user_agent",
] as const;

function leadOfRow(row: Selectable<LeadTables["leads"]>): Lead {
  const data = readJson(row.data);
  return {
    id: row.id,
    formId: row.form_id,
    receivedAt: Number(row.received_at),
    spam: readFlag(row.spam),
    data: isLeadData(data) ? data : {},
    thanksPath: row.thanks_path,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
  };
}

function spamOfRow(row: Selectable<LeadTables["spam_submissions"]>): SpamSubmission {
  const data = row.data === null ? null : readJson(row.data);
  return {
    id: row.id,
    formId: row.form_id,
    receivedAt: Number(row.received_at),
    reason: isSpamReason(row.reason) ? row.reason : "legacy",
    data: isLeadData(data) ? data : null,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
  };
}

/**
 * The lead store, written once for both dialects over `StoreDatabases`: a lead and its outbox entry commit
 * in one transaction (SQLite with synchronous=FULL, PostgreSQL's default synchronous commit: durable before
 * the API answers), one lead per idempotency key, and outbox claims that two workers never share.
 */
export class DatabaseLeadStore implements LeadStore {
  readonly claimLeaseMs: number;
  readonly #databases: StoreDatabases;
  readonly #ownsDatabases: boolean;
  /** Arrival order among rows of the same millisecond: SQLite's rowid, PostgreSQL's `seq` column. */
  readonly #arrival: "rowid" | "seq";

  constructor(databases: StoreDatabases, options: DatabaseLeadStoreOptions = {}) {
    this.#databases = databases;
    this.claimLeaseMs = options.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
    this.#ownsDatabases = options.ownsDatabases ?? false;
    this.#arrival = databases.dialect === "sqlite" ? "rowid" : "seq";
  }

  /** The lead tables, opened and migrated on first use; rejects while storage is unavailable. */
  database(): Promise<Kysely<LeadTables>> {
    return this.#databases.database("leads");
  }

  #inArrivalOrder(table: "leads" | "spam_submissions") {
    return sql.ref(`${table}.${this.#arrival}`);
  }

  #leadByKey(db: Db, formId: string, idempotencyKey: string) {
    return db
      .selectFrom("idempotency_keys")
      .innerJoin("leads", "leads.id", "idempotency_keys.lead_id")
      .select(LEAD_COLUMNS)
      .where("idempotency_keys.form_id", "=", formId)
      .where("idempotency_keys.idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
  }

  async insertLead(lead: NewLead): Promise<InsertLeadResult> {
    const db = await this.database();
    const postgres = this.#databases.dialect === "postgres";
    return db.transaction().execute(async (trx) => {
      // Two requests with the same key wait for each other here, so only the first inserts. SQLite's
      // BEGIN IMMEDIATE (the worker's every transaction) already lets one writer in at a time.
      if (postgres) {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${lead.formId}), hashtext(${lead.idempotencyKey}))`.execute(
          trx,
        );
      }
      const first = await this.#leadByKey(trx, lead.formId, lead.idempotencyKey);
      if (first) return { lead: leadOfRow(first), created: false };
      const { idempotencyKey, ...stored } = lead;
      const id = randomUUID();
      await trx
        .insertInto("leads")
        .values({
          id,
          form_id: lead.formId,
          received_at: lead.receivedAt,
          spam: lead.spam,
          data: JSON.stringify(lead.data),
          thanks_path: lead.thanksPath,
          ip_hash: lead.ipHash,
          user_agent: lead.userAgent,
        })
        .execute();
      await trx
        .insertInto("idempotency_keys")
        .values({
          form_id: lead.formId,
          idempotency_key: idempotencyKey,
          lead_id: id,
          created_at: lead.receivedAt,
        })
        .execute();
      if (!lead.spam) {
        await trx
          .insertInto("outbox")
          .values({ lead_id: id, attempts: 0, next_attempt_at: lead.receivedAt })
          .execute();
      }
      return { lead: { ...stored, id }, created: true };
    });
  }

  async findByIdempotencyKey(formId: string, idempotencyKey: string): Promise<Lead | undefined> {
    const row = await this.#leadByKey(await this.database(), formId, idempotencyKey);
    return row && leadOfRow(row);
  }

  async listLeads(query: LeadQuery): Promise<Lead[]> {
    const db = await this.database();
    const rows = await db
      .selectFrom("leads")
      .select(LEAD_COLUMNS)
      .where("spam", "=", false)
      .where("received_at", ">=", query.since ?? 0)
      .$if(query.formId !== undefined, (select) => select.where("form_id", "=", query.formId ?? ""))
      .orderBy("received_at")
      .orderBy(this.#inArrivalOrder("leads"))
      .execute();
    return rows.map(leadOfRow);
  }

  async insertSpam(submission: NewSpamSubmission): Promise<SpamSubmission> {
    const stored = { ...submission, id: randomUUID() };
    const db = await this.database();
    await db
      .insertInto("spam_submissions")
      .values({
        id: stored.id,
        form_id: stored.formId,
        received_at: stored.receivedAt,
        reason: stored.reason,
        data: stored.data === null ? null : JSON.stringify(stored.data),
        ip_hash: stored.ipHash,
        user_agent: stored.userAgent,
      })
      .execute();
    return stored;
  }

  async listSpam(query: LeadQuery): Promise<SpamSubmission[]> {
    const db = await this.database();
    const rows = await db
      .selectFrom("spam_submissions")
      .selectAll()
      .where("received_at", ">=", query.since ?? 0)
      .$if(query.formId !== undefined, (select) => select.where("form_id", "=", query.formId ?? ""))
      .orderBy("received_at")
      .orderBy(this.#inArrivalOrder("spam_submissions"))
      .execute();
    return rows.map(spamOfRow);
  }

  async listDeadLetters(): Promise<DeadLetter[]> {
    const db = await this.database();
    const rows = await db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .select([...LEAD_COLUMNS, "outbox.attempts", "outbox.last_error"])
      .where("outbox.delivered_at", "is", null)
      .where("outbox.next_attempt_at", "is", null)
      .orderBy("leads.received_at")
      .orderBy(this.#inArrivalOrder("leads"))
      .execute();
    return rows.map((row) => ({ lead: leadOfRow(row), attempts: row.attempts, lastError: row.last_error }));
  }

  async outboxBacklog(): Promise<OutboxBacklog> {
    const db = await this.database();
    const row = await db
      .selectFrom("outbox")
      .select([
        sql<number>`count(next_attempt_at)`.as("pending"),
        sql<number>`count(*) - count(next_attempt_at)`.as("dead"),
      ])
      .where("delivered_at", "is", null)
      .executeTakeFirst();
    return { pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0) };
  }

  async enqueue(leadId: string, nextAttemptAt: number): Promise<void> {
    const db = await this.database();
    await db
      .insertInto("outbox")
      .values({ lead_id: leadId, attempts: 0, next_attempt_at: nextAttemptAt })
      .onConflict((conflict) =>
        conflict.column("lead_id").doUpdateSet((update) => ({
          attempts: 0,
          next_attempt_at: update.ref("excluded.next_attempt_at"),
          last_error: null,
          delivered_at: null,
        })),
      )
      .execute();
  }

  async claimDue(now: number, limit: number, dueBy = now): Promise<OutboxEntry[]> {
    const db = await this.database();
    const postgres = this.#databases.dialect === "postgres";
    return db.transaction().execute(async (trx) => {
      // PostgreSQL: rows another worker is claiming right now are skipped, not waited for or shared.
      const due = await trx
        .selectFrom("outbox")
        .select(["lead_id", "attempts"])
        .where("delivered_at", "is", null)
        .where("next_attempt_at", "<=", dueBy)
        .orderBy("next_attempt_at")
        .limit(limit)
        .$if(postgres, (select) => select.forUpdate().skipLocked())
        .execute();
      if (due.length === 0) return [];
      const ids = due.map((entry) => entry.lead_id);
      await trx
        .updateTable("outbox")
        .set({ next_attempt_at: now + this.claimLeaseMs })
        .where("lead_id", "in", ids)
        .execute();
      const leads = await trx.selectFrom("leads").select(LEAD_COLUMNS).where("id", "in", ids).execute();
      const byId = new Map(leads.map((row) => [row.id, leadOfRow(row)]));
      return due.flatMap((entry) => {
        const lead = byId.get(entry.lead_id);
        return lead ? [{ lead, attempts: entry.attempts }] : [];
      });
    });
  }

  async markDelivered(leadId: string, deliveredAt: number): Promise<void> {
    const db = await this.database();
    await db
      .updateTable("outbox")
      .set({ delivered_at: deliveredAt, last_error: null })
      .where("lead_id", "=", leadId)
      .execute();
  }

  async markFailed(leadId: string, nextAttemptAt: number | null, error: string): Promise<void> {
    const db = await this.database();
    await db
      .updateTable("outbox")
      .set((update) => ({
        attempts: sql<number>`${update.ref("attempts")} + 1`,
        next_attempt_at: nextAttemptAt,
        last_error: error.slice(0, 1000),
      }))
      .where("lead_id", "=", leadId)
      .execute();
  }

  async close(): Promise<void> {
    if (this.#ownsDatabases) await this.#databases.close();
  }
}
