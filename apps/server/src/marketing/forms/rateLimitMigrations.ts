import type { SchemaMigration } from "../../platform/storage/database/migrations";

/**
 * The per-address counters several origins share (forms and sign-ins; PostgreSQL only, see
 * `postgresRateLimiter.ts`). The limiter created its table on first use before the one migration runner:
 * IF NOT EXISTS takes it over as it stands. Append only (see `database/migrations.ts`).
 */
export const rateLimitMigrations: readonly SchemaMigration[] = [
  {
    database: "rateLimits",
    name: "rate-limit hits",
    statements: (schema, types) => [
      schema
        .createTable("rate_limit_hits")
        .ifNotExists()
        .addColumn("client_key", "text", (column) => column.notNull())
        .addColumn("at", types.time, (column) => column.notNull()),
      schema
        .createIndex("rate_limit_hits_by_client")
        .ifNotExists()
        .on("rate_limit_hits")
        .columns(["client_key", "at"]),
    ],
  },
];
