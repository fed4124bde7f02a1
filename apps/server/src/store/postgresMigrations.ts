/** Applied in order; `lead_store_version` records how many have run. Append only. */
export const postgresMigrations: readonly string[] = [
  `
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
];
