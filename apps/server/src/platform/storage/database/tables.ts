import type { ColumnType } from "kysely";
import type { DatabaseName } from "./migrations";

// The tables as Kysely sees them, per database, written for both dialects at once: a time is a number
// (SQLite INTEGER; PostgreSQL BIGINT, parsed to a number by the shared pool), a flag is written as a
// boolean and read as SQLite's 0/1 or PostgreSQL's boolean, JSON is written as text and read as SQLite's
// text or PostgreSQL's parsed jsonb (see `readFlag` and `readJson`).

type Flag = ColumnType<boolean | number, boolean, boolean>;
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface LeadTables {
  leads: {
    id: string;
    form_id: string;
    received_at: number;
    spam: Flag;
    data: Json;
    thanks_path: string;
    ip_hash: string;
    user_agent: string;
  };
  idempotency_keys: {
    form_id: string;
    idempotency_key: string;
    lead_id: string;
    created_at: number;
  };
  outbox: {
    lead_id: string;
    attempts: ColumnType<number, number | undefined, number>;
    next_attempt_at: number | null;
    last_error: string | null;
    delivered_at: number | null;
  };
  spam_submissions: {
    id: string;
    form_id: string;
    received_at: number;
    reason: string;
    data: NullableJson;
    ip_hash: string;
    user_agent: string;
  };
}

/** Licences, members, sessions and (PostgreSQL only) the sign-in delays: `members.sqlite`. */
export interface IdentityTables {
  licences: {
    licence_key: string;
    product_name: string;
    holder_name: string;
    holder_email: string;
    max_activations: number;
  };
  activations: {
    id: string;
    licence_key: string;
    pc_name: string;
    activated_at: number;
    last_seen_at: number;
    deregistered_at: number | null;
  };
  members: {
    member_id: string;
    password_hash: string;
    company_name: string;
    contact_name: string;
    member_since: number;
  };
  sessions: {
    token_hash: string;
    kind: "licence" | "premium";
    subject: string;
    created_at: number;
    expires_at: number;
  };
  login_account_delays: {
    account_key: string;
    failures: number;
    in_flight: number;
    next_allowed_at: number;
    last_seen_at: number;
  };
}

/** Server redirects: `redirects.sqlite`. `updated_at` is the database's own clock (text or timestamptz). */
export interface RedirectTables {
  server_redirects: {
    from_path: string;
    location: string;
    status: number;
    updated_at: ColumnType<unknown, never, string>;
  };
}

/** Views per app version: `version-health.sqlite`. */
export interface VersionHealthTables {
  version_views: {
    app: string;
    version: string;
    views: number;
    errored_views: number;
  };
}

/** PostgreSQL only: the per-address counters several origins share. */
export interface RateLimitTables {
  rate_limit_hits: {
    client_key: string;
    at: number;
  };
}

/** Each database's tables: `StoreDatabases.database(name)` is a `Kysely<DatabaseTables[name]>`. */
export interface DatabaseTables extends Record<DatabaseName, object> {
  leads: LeadTables;
  members: IdentityTables;
  redirects: RedirectTables;
  versionHealth: VersionHealthTables;
  rateLimits: RateLimitTables;
}

/** A flag as either dialect returns it. */
export const readFlag = (value: boolean | number): boolean => value === true || value === 1;

/** JSON as either dialect returns it: SQLite's text, PostgreSQL's parsed jsonb. */
export const readJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
