import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type IdentityDatabase, openIdentityDatabase } from "./identityDatabase";
import { createSessionStore } from "./sessionStore";

let dataDir: string;
let db: IdentityDatabase;
let clock: number;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sessions-"));
  db = openIdentityDatabase(dataDir);
  clock = 1_750_000_000_000;
});

afterEach(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("session store", () => {
  it("finds a session by its token until it expires", () => {
    const store = createSessionStore(db, () => clock);
    const { token, expiresAt } = store.create("licence", "GYDX-2501-4821-7398", 60_000);
    expect(expiresAt).toBe(clock + 60_000);
    expect(store.find("licence", token)).toEqual({
      kind: "licence",
      subject: "GYDX-2501-4821-7398",
      expiresAt,
    });
    clock += 59_999;
    expect(store.find("licence", token)).not.toBeNull();
    clock += 1;
    expect(store.find("licence", token)).toBeNull();
  });

  it("keeps the kinds apart and stores only a hash of the token", () => {
    const store = createSessionStore(db, () => clock);
    const { token } = store.create("premium", "PM-100001", 60_000);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(store.find("licence", token)).toBeNull();
    expect(store.find("premium", "another-token")).toBeNull();
    const stored = db.prepare("SELECT token_hash FROM sessions").pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(token);
  });

  it("revokes a session and drops expired ones when a new one is created", () => {
    const store = createSessionStore(db, () => clock);
    const first = store.create("premium", "PM-100001", 1_000);
    const second = store.create("premium", "PM-100002", 60_000);
    store.revoke(second.token);
    expect(store.find("premium", second.token)).toBeNull();
    clock += 2_000;
    store.create("licence", "GYST-2403-7765-218E", 60_000);
    expect(db.prepare("SELECT COUNT(*) FROM sessions").pluck().get()).toBe(1);
    expect(store.find("premium", first.token)).toBeNull();
  });

  it("survives a reopen of the database file", () => {
    const { token } = createSessionStore(db, () => clock).create("licence", "GYDX-2501-4821-7398", 60_000);
    db.close();
    db = openIdentityDatabase(dataDir);
    expect(createSessionStore(db, () => clock).find("licence", token)?.subject).toBe("GYDX-2501-4821-7398");
  });
});
