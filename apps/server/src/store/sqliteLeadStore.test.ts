import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { describeLeadStoreContract } from "./leadStoreContract";
import { LEADS_DATABASE_FILE, SqliteLeadStore } from "./sqliteLeadStore";

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
    expect(db.pragma("user_version", { simple: true })).toBe(1);
    db.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to create a database when one must exist", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-store-"));
    expect(() => SqliteLeadStore.open({ dataDir: join(dataDir, "missing"), mustExist: true })).toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
