// The storage contract of the lead-intake API, implemented by the embedded SQLite store and by the
// PostgreSQL store (DATABASE_URL, for several API instances); `testing/leadStoreContract.ts` tests both.

/** The validated form value (or, for spam, the raw body) as stored and forwarded. */
export type LeadData = Record<string, unknown>;

export interface NewLead {
  formId: string;
  data: LeadData;
  /** Spam is stored for inspection but never forwarded. */
  spam: boolean;
  /** Answered to the visitor; kept so a repeated request gets the same answer. */
  thanksPath: string;
  /** Keyed hash of the client address; the raw address is never stored. */
  ipHash: string;
  userAgent: string;
  /** Milliseconds since the epoch. */
  receivedAt: number;
  /** Unique per form: a second insert with the same key stores nothing and returns the first lead. */
  idempotencyKey: string;
}

export interface Lead extends Omit<NewLead, "idempotencyKey"> {
  id: string;
}

export interface InsertLeadResult {
  lead: Lead;
  /** False when the idempotency key was seen before and `lead` is the first one. */
  created: boolean;
}

export interface LeadQuery {
  /** Only leads received at or after this time (ms). */
  since?: number;
  formId?: string;
}

/** Why a submission was taken for a bot's; `legacy` marks spam stored before the spam table existed. */
export type SpamReason = "honeypot" | "too_fast" | "legacy";

/**
 * A submission taken for spam, kept apart from leads (never exported with them, never forwarded) and
 * minimal: no raw body, only the form's validated value when the body passed the schema (so a person
 * who was merely quick can still be found), otherwise nothing of what was sent.
 */
export interface NewSpamSubmission {
  formId: string;
  reason: SpamReason;
  data: LeadData | null;
  ipHash: string;
  userAgent: string;
  receivedAt: number;
}

export interface SpamSubmission extends NewSpamSubmission {
  id: string;
}

/** A lead the outbox gave up on: stored and exportable, but not in the CRM until re-sent. */
export interface DeadLetter {
  lead: Lead;
  attempts: number;
  lastError: string | null;
}

export interface OutboxEntry {
  lead: Lead;
  /** Delivery attempts made before this one. */
  attempts: number;
}

/** Leads not yet in the CRM: waiting for a (next) delivery attempt, or given up on. */
export interface OutboxBacklog {
  pending: number;
  dead: number;
}

export interface LeadStore {
  /** How long a claimed outbox entry stays hidden from other claims (ms): a delivery must end sooner. */
  readonly claimLeaseMs: number;
  /** Stores the lead and, unless it is spam, its outbox entry in one durable transaction. */
  insertLead(lead: NewLead): Promise<InsertLeadResult>;
  findByIdempotencyKey(formId: string, idempotencyKey: string): Promise<Lead | undefined>;
  /** Oldest first; spam is never among them. */
  listLeads(query: LeadQuery): Promise<Lead[]>;
  insertSpam(submission: NewSpamSubmission): Promise<SpamSubmission>;
  /** Oldest first. */
  listSpam(query: LeadQuery): Promise<SpamSubmission[]>;
  /** Queues (or re-queues, attempts reset) a lead for forwarding at `nextAttemptAt`. */
  enqueue(leadId: string, nextAttemptAt: number): Promise<void>;
  /**
   * Entries due at `dueBy` (default `now`), each leased until `now` + the claim lease so another worker
   * does not take it too; an entry whose worker dies becomes due again when the lease ends.
   */
  claimDue(now: number, limit: number, dueBy?: number): Promise<OutboxEntry[]>;
  markDelivered(leadId: string, deliveredAt: number): Promise<void>;
  /** Counts the attempt; `nextAttemptAt` null means give up (the lead stays stored and exportable). */
  markFailed(leadId: string, nextAttemptAt: number | null, error: string): Promise<void>;
  /** Leads the outbox gave up on, oldest first; `enqueue` sends one again. */
  listDeadLetters(): Promise<DeadLetter[]>;
  /** How many leads the outbox still holds, for the origin's metrics. */
  outboxBacklog(): Promise<OutboxBacklog>;
  close(): Promise<void>;
}
