import type { Migration } from "./migrations";

// The lead tables. PostgreSQL keeps a `seq` column for the arrival order that SQLite reads from `rowid`,
// BIGINT for the SQLite INTEGER times, BOOLEAN for the 0/1 flag and JSONB for the TEXT JSON.
export const leadMigrations: readonly Migration[] = [
  {
    database: "leads",
    name: "leads, idempotency keys and the outbox",
    sqlite: `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    spam INTEGER NOT NULL CHECK (spam IN (0, 1)),
    data TEXT NOT NULL,
    thanks_path TEXT NOT NULL,
    ip_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL
  );
  CREATE INDEX leads_by_received_at ON leads (received_at);
  CREATE INDEX leads_by_form ON leads (form_id, received_at);

  CREATE TABLE idempotency_keys (
    form_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (form_id, idempotency_key)
  ) WITHOUT ROWID;

  CREATE TABLE outbox (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    last_error TEXT,
    delivered_at INTEGER
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
    postgres: `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    -- Insertion order, to list leads received in the same millisecond as they came.
    seq BIGSERIAL NOT NULL,
    form_id TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    spam BOOLEAN NOT NULL,
    data JSONB NOT NULL,
    thanks_path TEXT NOT NULL,
    ip_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL
  );
  CREATE INDEX leads_by_received_at ON leads (received_at, seq);
  CREATE INDEX leads_by_form ON leads (form_id, received_at);

  CREATE TABLE idempotency_keys (
    form_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (form_id, idempotency_key)
  );

  CREATE TABLE outbox (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT,
    last_error TEXT,
    delivered_at BIGINT
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  },
  // Spam apart from leads, without the raw body; earlier spam rows (raw bodies of up to 32 KB) move
  // there as bare records and leave the leads, their keys and the outbox.
  {
    database: "leads",
    name: "spam apart from leads",
    sqlite: `
  CREATE TABLE spam_submissions (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    reason TEXT NOT NULL,
    data TEXT,
    ip_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL
  );
  CREATE INDEX spam_by_received_at ON spam_submissions (received_at);
  INSERT INTO spam_submissions (id, form_id, received_at, reason, data, ip_hash, user_agent)
    SELECT id, form_id, received_at, 'legacy', NULL, ip_hash, substr(user_agent, 1, 200) FROM leads WHERE spam = 1;
  DELETE FROM idempotency_keys WHERE lead_id IN (SELECT id FROM leads WHERE spam = 1);
  DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE spam = 1);
  DELETE FROM leads WHERE spam = 1;
  CREATE INDEX outbox_dead ON outbox (lead_id) WHERE delivered_at IS NULL AND next_attempt_at IS NULL;
  `,
    postgres: `
  CREATE TABLE spam_submissions (
    id TEXT PRIMARY KEY,
    seq BIGSERIAL NOT NULL,
    form_id TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    reason TEXT NOT NULL,
    data JSONB,
    ip_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL
  );
  CREATE INDEX spam_by_received_at ON spam_submissions (received_at, seq);
  INSERT INTO spam_submissions (id, form_id, received_at, reason, data, ip_hash, user_agent)
    SELECT id, form_id, received_at, 'legacy', NULL, ip_hash, left(user_agent, 200) FROM leads WHERE spam
    ORDER BY received_at, seq;
  DELETE FROM idempotency_keys WHERE lead_id IN (SELECT id FROM leads WHERE spam);
  DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE spam);
  DELETE FROM leads WHERE spam;
  CREATE INDEX outbox_dead ON outbox (lead_id) WHERE delivered_at IS NULL AND next_attempt_at IS NULL;
  `,
  },
];
