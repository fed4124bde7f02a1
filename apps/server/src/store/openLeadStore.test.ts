import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { newLead } from "../testing/leadStoreContract";
import { openLeadStore } from "./openLeadStore";
import { PostgresLeadStore } from "./postgresLeadStore";
import { LEADS_DATABASE_FILE, SqliteLeadStore } from "./sqliteLeadStore";

const lead = newLead();

describe("openLeadStore", () => {
  it("uses the embedded SQLite file when no DATABASE_URL is set", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const store = openLeadStore({ databaseUrl: undefined, dataDir });
    try {
      expect(store).toBeInstanceOf(SqliteLeadStore);
      await store.insertLead(lead);
      expect(existsSync(join(dataDir, LEADS_DATABASE_FILE))).toBe(true);
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.runIf(databaseUrl)(
    "stores leads in PostgreSQL when DATABASE_URL is set, and no SQLite file",
    async () => {
      const schema = `leads_test_${randomUUID().replace(/-/g, "")}`;
      const url = new URL(databaseUrl!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
      const store = openLeadStore({ databaseUrl: url.href, dataDir });
      try {
        expect(store).toBeInstanceOf(PostgresLeadStore);
        await store.insertLead(lead);
        const stored = await admin.query(`SELECT form_id, data FROM ${schema}.leads`);
        expect(stored.rows).toEqual([{ form_id: "contact", data: lead.data }]);
        expect(existsSync(join(dataDir, LEADS_DATABASE_FILE))).toBe(false);
      } finally {
        await store.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
