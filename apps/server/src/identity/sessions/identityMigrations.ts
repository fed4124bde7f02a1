import { type CreateTableBuilder, sql } from "kysely";
import type { SchemaMigration } from "../../platform/storage/database/migrations";
import type { ColumnTypes } from "../../platform/storage/database/schemaMigration";

/** SQLite keeps these tables by their text key alone (no rowid); PostgreSQL has no such option. */
function keyedByText<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  types: ColumnTypes,
): CreateTableBuilder<T, C> {
  return types.dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table;
}

/**
 * Licences, their activations, premium members and the sessions of both (`members.sqlite`, or the
 * identity tables of DATABASE_URL), and under PostgreSQL the per-account sign-in delays, which one origin
 * keeps in memory but several must share. Append only (see `store/database/migrations.ts`).
 */
export const identityMigrations: readonly SchemaMigration[] = [
  {
    database: "members",
    name: "licences, activations, members, sessions and sign-in delays",
    statements: (schema, types) => [
      keyedByText(
        schema
          .createTable("licences")
          .addColumn("licence_key", "text", (column) => column.primaryKey())
          .addColumn("product_name", "text", (column) => column.notNull())
          .addColumn("holder_name", "text", (column) => column.notNull())
          .addColumn("holder_email", "text", (column) => column.notNull())
          .addColumn("max_activations", "integer", (column) =>
            column.notNull().check(sql`max_activations > 0`),
          ),
        types,
      ),
      schema
        .createTable("activations")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("licence_key", "text", (column) => column.notNull().references("licences.licence_key"))
        .addColumn("pc_name", "text", (column) => column.notNull())
        .addColumn("activated_at", types.time, (column) => column.notNull())
        .addColumn("last_seen_at", types.time, (column) => column.notNull())
        .addColumn("deregistered_at", types.time),
      schema.createIndex("activations_by_licence").on("activations").columns(["licence_key", "activated_at"]),
      keyedByText(
        schema
          .createTable("members")
          .addColumn("member_id", "text", (column) => column.primaryKey())
          .addColumn("password_hash", "text", (column) => column.notNull())
          .addColumn("company_name", "text", (column) => column.notNull())
          .addColumn("contact_name", "text", (column) => column.notNull())
          .addColumn("member_since", types.time, (column) => column.notNull()),
        types,
      ),
      keyedByText(
        schema
          .createTable("sessions")
          .addColumn("token_hash", "text", (column) => column.primaryKey())
          .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('licence', 'premium')`))
          .addColumn("subject", "text", (column) => column.notNull())
          .addColumn("created_at", types.time, (column) => column.notNull())
          .addColumn("expires_at", types.time, (column) => column.notNull()),
        types,
      ),
      schema.createIndex("sessions_by_expiry").on("sessions").column("expires_at"),
      // One origin on SQLite counts sign-in delays in memory (loginThrottle.ts); only PostgreSQL keeps them.
      ...(types.dialect === "postgres"
        ? [
            schema
              .createTable("login_account_delays")
              .addColumn("account_key", "text", (column) => column.primaryKey())
              .addColumn("failures", "integer", (column) => column.notNull())
              .addColumn("in_flight", "integer", (column) => column.notNull())
              .addColumn("next_allowed_at", types.time, (column) => column.notNull())
              .addColumn("last_seen_at", types.time, (column) => column.notNull()),
            schema
              .createIndex("login_account_delays_by_last_seen")
              .on("login_account_delays")
              .column("last_seen_at"),
          ]
        : []),
    ],
  },
];
