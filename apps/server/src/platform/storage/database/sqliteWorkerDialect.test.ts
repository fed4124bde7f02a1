import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { StoreUnavailableError } from "../storeGate";
import { SqliteWorker, SqliteWorkerDialect } from "./sqliteWorkerDialect";

interface Tables {
  notes: { id: number; body: string };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function openNotes(options: { busyTimeoutMs?: number; statementTimeoutMs?: number } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), "sqlite-worker-"));
  folders.push(folder);
  const file = path.join(folder, "notes.sqlite");
  const worker = await SqliteWorker.open({ file, storeName: "notes", ...options });
  await worker.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  return { file, db: new Kysely<Tables>({ dialect: new SqliteWorkerDialect(worker) }) };
}

describe("SQLite on a worker thread behind Kysely", () => {
  it("runs queries and transactions, serialised on its one connection", async () => {
    const { db } = await openNotes();
    // Ten transactions at once: each read-then-write must see only its own, or the counts would collide.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction().execute(async (trx) => {
          const { count } = await trx
            .selectFrom("notes")
            .select(sql<number>`count(*)`.as("count"))
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("notes")
            .values({ id: count + 1, body: "メモ" })
            .execute();
        }),
      ),
    );
    const rows = await db.selectFrom("notes").select(["id", "body"]).orderBy("id").execute();
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]?.body).toBe("メモ");
    await db.destroy();
  });

  it("rolls back a transaction whose work fails", async () => {
    const { db } = await openNotes();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, body: "a" }).execute();
        await trx.insertInto("notes").values({ id: 1, body: "duplicate" }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom("notes").selectAll().execute()).toEqual([]);
    await db.insertInto("notes").values({ id: 2, body: "after" }).execute();
    expect(await db.selectFrom("notes").select("id").execute()).toEqual([{ id: 2 }]);
    await db.destroy();
  });

  it("turns a statement past its deadline into StoreUnavailableError and recovers after", async () => {
    const { file, db } = await openNotes({ busyTimeoutMs: 5_000, statementTimeoutMs: 1_000 });
    const holder = new Database(file);
    holder.exec("BEGIN EXCLUSIVE");
    const started = performance.now();
    const write = db
      .transaction()
      .execute((trx) => trx.insertInto("notes").values({ id: 1, body: "x" }).execute());
    await expect(write).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(4_000);
    // While the thread is still stuck on it, the next statement is refused at once, not queued.
    const refusedAt = performance.now();
    await expect(db.selectFrom("notes").selectAll().execute()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - refusedAt).toBeLessThan(100);
    holder.exec("COMMIT");
    holder.close();
    // The late BEGIN was rolled back behind it: the connection takes new transactions and writes nothing old.
    await expect
      .poll(async () =>
        db
          .selectFrom("notes")
          .selectAll()
          .execute()
          .catch(() => "busy"),
      )
      .toEqual([]);
    await db.transaction().execute((trx) => trx.insertInto("notes").values({ id: 2, body: "y" }).execute());
    expect(await db.selectFrom("notes").select("id").execute()).toEqual([{ id: 2 }]);
    await db.destroy();
  });

  it("answers SQLITE_BUSY as StoreUnavailableError when another process keeps the lock", async () => {
    const { file, db } = await openNotes({ busyTimeoutMs: 100, statementTimeoutMs: 2_000 });
    const holder = new Database(file);
    holder.exec("BEGIN EXCLUSIVE");
    await expect(db.insertInto("notes").values({ id: 1, body: "x" }).execute()).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    holder.exec("ROLLBACK");
    holder.close();
    await db.insertInto("notes").values({ id: 1, body: "x" }).execute();
    await db.destroy();
  });

  it("refuses requests queued behind a lock in time, instead of adding up their waits", async () => {
    const { file, db } = await openNotes({ busyTimeoutMs: 1_000, statementTimeoutMs: 1_500 });
    const holder = new Database(file);
    holder.exec("BEGIN EXCLUSIVE");
    const started = performance.now();
    // One after another, each would wait its full second for the lock: 4 s for the last.
    const settled = await Promise.allSettled(
      [1, 2, 3, 4].map((id) =>
        db
          .insertInto("notes")
          .values({ id, body: "x" })
          .execute()
          .finally(() => performance.now()),
      ),
    );
    const took = performance.now() - started;
    holder.exec("ROLLBACK");
    holder.close();
    for (const result of settled) {
      expect(result.status).toBe("rejected");
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(StoreUnavailableError);
    }
    expect(took).toBeLessThan(3_000);
    await db.insertInto("notes").values({ id: 1, body: "x" }).execute();
    await db.destroy();
  });

  it("fails to open a file that must exist and does not", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sqlite-worker-"));
    folders.push(folder);
    await expect(
      SqliteWorker.open({ file: path.join(folder, "missing", "x.sqlite"), mustExist: true, storeName: "x" }),
    ).rejects.toThrow();
  });
});
