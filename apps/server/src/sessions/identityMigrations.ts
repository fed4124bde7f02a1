/** Applied in order on open; `PRAGMA user_version` records how many have run. Append only. */
export const identityMigrations: readonly string[] = [
  `
  CREATE TABLE licences (
    licence_key TEXT PRIMARY KEY,
    product_name TEXT NOT NULL,
    holder_name TEXT NOT NULL,
    holder_email TEXT NOT NULL,
    max_activations INTEGER NOT NULL CHECK (max_activations > 0)
  ) WITHOUT ROWID;

  CREATE TABLE activations (
    id TEXT PRIMARY KEY,
    licence_key TEXT NOT NULL REFERENCES licences (licence_key),
    pc_name TEXT NOT NULL,
    activated_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    deregistered_at INTEGER
  );
  CREATE INDEX activations_by_licence ON activations (licence_key, activated_at);

  CREATE TABLE members (
    member_id TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    company_name TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    member_since INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('licence', 'premium')),
    subject TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_by_expiry ON sessions (expires_at);
  `,
];
