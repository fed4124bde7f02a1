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

/** Each database's tables: `StoreDatabases.database(name)` is a `Kysely<DatabaseTables[name]>`. */
export interface DatabaseTables extends Record<DatabaseName, object> {
  leads: LeadTables;
}

/** A flag as either dialect returns it. */
export const readFlag = (value: boolean | number): boolean => value === true || value === 1;

/** JSON as either dialect returns it: SQLite's text, PostgreSQL's parsed jsonb. */
export const readJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
