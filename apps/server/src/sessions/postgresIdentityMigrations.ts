/**
 * The identity tables in PostgreSQL: those of `identityMigrations.ts` (times as BIGINT milliseconds), and
 * the per-account sign-in delays, which one origin keeps in memory but several must share.
 * `identity_store_version` records how many have run. Append only.
 */
export const postgresIdentityMigrations: readonly string[] = [
  `
  CREATE TABLE licences (
    licence_key TEXT PRIMARY KEY,
    product_name TEXT NOT NULL,
    holder_name TEXT NOT NULL,
    holder_email TEXT NOT NULL,
    max_activations INTEGER NOT NULL CHECK (max_activations > 0)
  );

  CREATE TABLE activations (
    id TEXT PRIMARY KEY,
    licence_key TEXT NOT NULL REFERENCES licences (licence_key),
    pc_name TEXT NOT NULL,
    activated_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    deregistered_at BIGINT
  );
  CREATE INDEX activations_by_licence ON activations (licence_key, activated_at);

  CREATE TABLE members (
    member_id TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    company_name TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    member_since BIGINT NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('licence', 'premium')),
    subject TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX sessions_by_expiry ON sessions (expires_at);

  CREATE TABLE login_account_delays (
    account_key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    in_flight INTEGER NOT NULL,
    next_allowed_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL
  );
  CREATE INDEX login_account_delays_by_last_seen ON login_account_delays (last_seen_at);
  `,
];
