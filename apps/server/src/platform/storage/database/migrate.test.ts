import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestSchema, queryIn, testDatabaseUrl } from "../../../testing/postgresTestSchema";
import { leadMigrations } from "./leadMigrations";
import { migratePostgresDatabase } from "./migrate";
import { MIGRATIONS, SQLITE_FILES } from "./migrations";
import { openStoreDatabases } from "./storeDatabases";

const leadEntries = MIGRATIONS.filter((migration) => migration.database === "leads");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrate-"));
  folders.push(folder);
  return folder;
}

/** A leads file as the first schema left it: one real lead and one spam row with a raw body. */
function firstSchemaLeadsFile(dataDir: string): void {
  const old = new Database(path.join(dataDir, SQLITE_FILES.leads));
  old.exec(leadMigrations[0]?.sqlite ?? "");
  old.pragma("user_version = 1");
  const insert = old.prepare(
    "INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent) VALUES (?, 'contact', ?, ?, ?, '/contact/thanks', 'hash', 'agent')",
  );
  insert.run("real", 1_000, 0, JSON.stringify({ companyName: "株式会社北斗土木" }));
  insert.run("spam", 2_000, 1, JSON.stringify({ body: "x".repeat(30_000) }));
  old.close();
}

describe("the migration runner on SQLite", () => {
  it("continues an existing file where its user_version stands, keeping its rows", async () => {
    const dataDir = dataFolder();
    firstSchemaLeadsFile(dataDir);
    const databases = openStoreDatabases({ dataDir });
    const db = await databases.database("leads");
    expect(await db.selectFrom("leads").select("id").execute()).toEqual([{ id: "real" }]);
    expect(await db.selectFrom("spam_submissions").select(["id", "reason"]).execute()).toEqual([
      { id: "spam", reason: "legacy" },
    ]);
    await databases.close();
    const file = new Database(path.join(dataDir, SQLITE_FILES.leads), { readonly: true });
    expect(file.pragma("user_version", { simple: true })).toBe(leadEntries.length);
    expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
    file.close();
  });

  it("runs each entry once when several handles open a new file at once", async () => {
    const dataDir = dataFolder();
    const handles = Array.from({ length: 3 }, () => openStoreDatabases({ dataDir }));
    // A CREATE TABLE run twice would fail: every open succeeding means each entry ran once.
    await Promise.all(handles.map((databases) => databases.database("leads")));
    await Promise.all(handles.map((databases) => databases.close()));
    const file = new Database(path.join(dataDir, SQLITE_FILES.leads), { readonly: true });
    expect(file.pragma("user_version", { simple: true })).toBe(leadEntries.length);
    file.close();
  });
});

describe.runIf(testDatabaseUrl)("the migration runner on PostgreSQL", () => {
  it("takes over an old lead_store_version and runs only what it had not, keeping the rows", async () => {
    const schema = await createTestSchema("migrate");
    try {
      const old = new pg.Client({ connectionString: schema.url });
      await old.connect();
      await old.query(leadMigrations[0]?.postgres ?? "");
      await old.query("CREATE TABLE lead_store_version (version INTEGER NOT NULL)");
      await old.query("INSERT INTO lead_store_version VALUES (1)");
      await old.query(
        `INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent) VALUES
         ('real', 'contact', 1000, false, '{"companyName":"株式会社北斗土木"}', '/t', 'h', 'a'),
         ('spam', 'contact', 2000, true, '{}', '/t', 'h', 'a')`,
      );
      await old.end();
      const pool = new pg.Pool({ connectionString: schema.url, max: 2 });
      await migratePostgresDatabase(pool);
      await migratePostgresDatabase(pool);
      await pool.end();
      expect(await queryIn(schema.url, "SELECT id, data FROM leads")).toEqual([
        { id: "real", data: { companyName: "株式会社北斗土木" } },
      ]);
      expect(await queryIn(schema.url, "SELECT id, reason FROM spam_submissions")).toEqual([
        { id: "spam", reason: "legacy" },
      ]);
      expect(
        await queryIn(
          schema.url,
          "SELECT database, version FROM store_schema_versions WHERE database = 'leads'",
        ),
      ).toEqual([{ database: "leads", version: leadEntries.length }]);
    } finally {
      await schema.drop();
    }
  });

  it("runs each entry once when several origins migrate at once", async () => {
    const schema = await createTestSchema("migrate");
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: schema.url, max: 1 }));
    try {
      await Promise.all(pools.map((pool) => migratePostgresDatabase(pool)));
      expect(
        await queryIn(
          schema.url,
          "SELECT database, version FROM store_schema_versions WHERE database = 'leads'",
        ),
      ).toEqual([{ database: "leads", version: leadEntries.length }]);
      // The old runner's count follows, so an origin of the previous release finds nothing to run.
      expect(await queryIn(schema.url, "SELECT version FROM lead_store_version")).toEqual([
        { version: leadEntries.length },
      ]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await schema.drop();
    }
  });

  it("answers a database that cannot be reached with a rejection, not a hang", async () => {
    const databases = openStoreDatabases({
      databaseUrl: "postgres://nobody@127.0.0.1:1/none",
      dataDir: dataFolder(),
    });
    await expect(databases.database("leads")).rejects.toThrow();
    await databases.close();
  });
});
