import Database from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compileSchemaStatements, type SchemaStatements } from "./schemaMigration";

const table: SchemaStatements = (schema, types) => [
  schema
    .createTable("events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("at", types.time, (column) => column.notNull())
    .addColumn("body", types.json)
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0)),
  schema.createIndex("events_by_at").on("events").column("at"),
];

describe("a schema change written once", () => {
  it("compiles to each dialect's types", () => {
    const [sqliteTable] = compileSchemaStatements(table, "sqlite");
    const [postgresTable] = compileSchemaStatements(table, "postgres");
    expect(sqliteTable).toContain('"at" integer not null');
    expect(sqliteTable).toContain('"body" text');
    expect(postgresTable).toContain('"at" bigint not null');
    expect(postgresTable).toContain('"body" jsonb');
  });

  it("runs as compiled on a real SQLite database", () => {
    const db = new Database(":memory:");
    for (const statement of compileSchemaStatements(table, "sqlite")) db.exec(statement);
    db.prepare("INSERT INTO events (id, at) VALUES ('a', 1)").run();
    expect(db.prepare("SELECT attempts FROM events").get()).toEqual({ attempts: 0 });
    db.close();
  });

  it("refuses a statement that would need parameters", () => {
    const withValue: SchemaStatements = (schema) => [
      schema.createTable("t").addColumn("a", "text", (column) => column.check(sql`a <> ${"x"}`)),
    ];
    expect(() => compileSchemaStatements(withValue, "sqlite")).toThrow(/parameters/);
  });
});
