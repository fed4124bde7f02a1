import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type SchemaModule,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

// A migration written once with Kysely's schema builder, compiled to each dialect's DDL when it runs.
// Where the dialects store a value differently, `ColumnTypes` names the type per dialect, so the entry
// itself never repeats a table for the other database.

export type MigrationDialect = "sqlite" | "postgres";

/** The column types that differ between the dialects, as each writes them. */
export interface ColumnTypes {
  readonly dialect: MigrationDialect;
  /** Milliseconds since the epoch: SQLite INTEGER, PostgreSQL BIGINT. */
  readonly time: "integer" | "bigint";
  /** A count that only grows (views): SQLite INTEGER is 64-bit already; PostgreSQL BIGINT. */
  readonly counter: "integer" | "bigint";
  /** A JSON document: SQLite TEXT, PostgreSQL JSONB. */
  readonly json: "text" | "jsonb";
  /** A point in time written by the database itself: SQLite TEXT (datetime('now')), PostgreSQL TIMESTAMPTZ. */
  readonly timestamp: "text" | "timestamptz";
}

export const COLUMN_TYPES: Readonly<Record<MigrationDialect, ColumnTypes>> = {
  sqlite: { dialect: "sqlite", time: "integer", counter: "integer", json: "text", timestamp: "text" },
  postgres: {
    dialect: "postgres",
    time: "bigint",
    counter: "bigint",
    json: "jsonb",
    timestamp: "timestamptz",
  },
};

/** The statements of one schema change, built once for whichever dialect `types` names. */
export type SchemaStatements = (schema: SchemaModule, types: ColumnTypes) => readonly Compilable[];

/** A Kysely that only compiles: the DDL of a schema change is text, run by the one migration runner. */
function compilerOf(dialect: MigrationDialect): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect:
      dialect === "sqlite"
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  });
}

const compilers = { sqlite: compilerOf("sqlite"), postgres: compilerOf("postgres") };

/**
 * The statements as SQL text for one dialect. DDL takes no parameters: a builder that produced some (a
 * value where a literal belongs) is refused rather than run with its values missing.
 */
export function compileSchemaStatements(statements: SchemaStatements, dialect: MigrationDialect): string[] {
  return statements(compilers[dialect].schema, COLUMN_TYPES[dialect]).map((statement) => {
    const compiled = statement.compile();
    if (compiled.parameters.length > 0) {
      throw new Error(`A schema change must not take parameters: ${compiled.sql}`);
    }
    return compiled.sql;
  });
}
