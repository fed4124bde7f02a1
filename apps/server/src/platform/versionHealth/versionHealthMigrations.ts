import type { SchemaMigration } from "../storage/database/migrations";

/**
 * Views and errored views per app version (`version-health.sqlite`, or `version_views` in DATABASE_URL).
 * The table was created on open before the one migration runner: IF NOT EXISTS takes it over as it
 * stands. Append only (see `store/database/migrations.ts`).
 */
export const versionHealthMigrations: readonly SchemaMigration[] = [
  {
    database: "versionHealth",
    name: "views per app version",
    statements: (schema, types) => [
      schema
        .createTable("version_views")
        .ifNotExists()
        .addColumn("app", "text", (column) => column.notNull())
        .addColumn("version", "text", (column) => column.notNull())
        .addColumn("views", types.counter, (column) => column.notNull().defaultTo(0))
        .addColumn("errored_views", types.counter, (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("version_views_key", ["app", "version"]),
    ],
  },
];
