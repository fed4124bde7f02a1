import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { describeLeadStoreContract } from "../testing/leadStoreContract";
import { leadMigrations } from "./database/leadMigrations";
import { LEADS_DATABASE_FILE, SqliteLeadStore } from "./sqliteLeadStore";

const sqliteMigrations = leadMigrations.map((migration) => migration.sqlite);

describeLeadStoreContract("SqliteLeadStore", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
  const open = async () => SqliteLeadStore.open({ dataDir, claimLeaseMs: 60_000 });
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

describe("SqliteLeadStore", () => {
  it("opens the database in WAL mode with full syncs", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    const store = SqliteLeadStore.open({ dataDir });
    const db = new Database(join(dataDir, LEADS_DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(sqliteMigrations.length);
    db.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to create a database when one must exist", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    expect(() => SqliteLeadStore.open({ dataDir: join(dataDir, "missing"), mustExist: true })).toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("moves spam stored before the spam table out of the leads, without its raw body", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    // A database as the first schema left it: one real lead and one spam row with a raw body.
    const old = new Database(join(dataDir, LEADS_DATABASE_FILE));
    old.exec(sqliteMigrations[0] ?? "");
    old.pragma("user_version = 1");
    const insert = old.prepare(
      "INSERT INTO leads (id, form_id, received_at, spam, data, thanks_path, ip_hash, user_agent) VALUES (?, 'contact', ?, ?, ?, '/contact/thanks', 'hash', 'agent')",
    );
    insert.run("real", 1_000, 0, JSON.stringify({ companyName: "株式会社北斗土木" }));
    insert.run("spam", 2_000, 1, JSON.stringify({ body: "x".repeat(30_000), website: "http://spam" }));
    old.prepare("INSERT INTO idempotency_keys VALUES ('contact', 'k-spam', 'spam', 2000)").run();
    old.close();

    const store = SqliteLeadStore.open({ dataDir });
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
