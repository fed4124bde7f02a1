import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { leadMigrations } from "../../platform/storage/database/leadMigrations";
import { SQLITE_FILES } from "../../platform/storage/database/migrations";
import { describeLeadStoreContract, newLead } from "../../testing/leadStoreContract";
import { createTestSchema, queryIn, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { openLeadStore } from "./openLeadStore";

describeLeadStoreContract("the lead store on SQLite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
  const open = () => openLeadStore({ dataDir, claimLeaseMs: 60_000 });
  return {
    open,
    async reopen(store) {
      await store.close();
      return open();
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

describe.runIf(testDatabaseUrl)("the lead store on PostgreSQL", () => {
  describeLeadStoreContract("the lead store on PostgreSQL", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const schema = createTestSchema("leads_test");
    const open = async () =>
      openLeadStore({ databaseUrl: (await schema).url, dataDir, claimLeaseMs: 60_000 });
    return {
      open,
      async reopen(store) {
        await store.close();
        return open();
      },
      async dispose() {
        await (await schema).drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });

  it("stores leads in PostgreSQL when DATABASE_URL is set, and writes no SQLite file", async () => {
    const schema = await createTestSchema("leads_test");
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const store = await openLeadStore({ databaseUrl: schema.url, dataDir });
    try {
      const lead = newLead();
      await store.insertLead(lead);
      expect(await queryIn(schema.url, "SELECT form_id, data, spam FROM leads")).toEqual([
        { form_id: "contact", data: lead.data, spam: false },
      ]);
      expect(existsSync(join(dataDir, SQLITE_FILES.leads))).toBe(false);
    } finally {
      await store.close();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the lead store on SQLite", () => {
  it("opens the database in WAL mode, migrated to the last entry", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const store = await openLeadStore({ dataDir });
    const db = new Database(join(dataDir, SQLITE_FILES.leads), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(leadMigrations.length);
    db.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets an operator command read and write the file while an origin has it open", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const origin = await openLeadStore({ dataDir });
    const { lead } = await origin.insertLead(newLead());
    const command = await openLeadStore({ dataDir, mustExist: true });
    expect(await command.listLeads({})).toEqual([lead]);
    await command.markFailed(lead.id, null, "CRM refused");
    await command.enqueue(lead.id, 5_000);
    await command.close();
    expect(await origin.claimDue(5_000, 10)).toEqual([{ lead, attempts: 0 }]);
    await origin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to create a database when one must exist", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    await expect(openLeadStore({ dataDir: join(dataDir, "missing"), mustExist: true })).rejects.toThrow();
    expect(existsSync(join(dataDir, "missing"))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("moves spam stored before the spam table out of the leads, without its raw body", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    // A database as the first schema left it: one real lead and one spam row with a raw body.
    const old = new Database(join(dataDir, SQLITE_FILES.leads));
    old.exec(leadMigrations[0]?.sqlite ?? "");
    old.pragma("user_version = 1");
    const insert = old.prepare(
      "INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent) VALUES (?, 'contact', ?, ?, ?, '/contact/thanks', 'hash', 'agent')",
    );
    insert.run("real", 1_000, 0, JSON.stringify({ companyName: "株式会社北斗土木" }));
    insert.run("spam", 2_000, 1, JSON.stringify({ body: "x".repeat(30_000), website: "http://spam" }));
    old.prepare("INSERT INTO idempotency_keys VALUES ('contact', 'k-spam', 'spam', 2000)").run();
    old.close();

    const store = await openLeadStore({ dataDir });
    expect((await store.listLeads({})).map((lead) => lead.id)).toEqual(["real"]);
    expect(await store.listSpam({})).toEqual([
      {
        id: "spam",
        formId: "contact",
        receivedAt: 2_000,
        reason: "legacy",
        data: null,
        ipHash: "hash",
        userAgent: "agent",
      },
    ]);
    expect(await store.findByIdempotencyKey("contact", "k-spam")).toBeUndefined();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
