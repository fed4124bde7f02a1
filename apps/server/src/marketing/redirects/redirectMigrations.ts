import { sql } from "kysely";
import type { SchemaMigration } from "../../platform/storage/database/migrations";

/**
 * Server redirects (`redirects.sqlite`, or `server_redirects` in DATABASE_URL). Before the one migration
 * runner each store created its table as it opened, without counting: IF NOT EXISTS takes such a table
 * over as it stands. Append only (see `store/database/migrations.ts`).
 */
export const redirectMigrations: readonly SchemaMigration[] = [
  {
    database: "redirects",
    name: "server redirects",
    statements: (schema, types) => [
      schema
        .createTable("server_redirects")
        .ifNotExists()
        .addColumn("from_path", "text", (column) => column.primaryKey())
        .addColumn("location", "text", (column) => column.notNull())
        .addColumn("status", "integer", (column) => column.notNull().check(sql`status IN (301, 302)`))
        .addColumn("updated_at", types.timestamp, (column) =>
          column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
        ),
    ],
  },
];
