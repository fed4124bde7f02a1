// One SQLite database file on a thread of its own (see sqliteWorkerDialect.ts): better-sqlite3 is synchronous,
// so a stalled disk or a lock held by another process stalls this thread, never the origin's event loop.
// Plain JavaScript: Node loads it as it is, from the sources in tests and from dist/ in the bundle.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import Database from "better-sqlite3";

/** @type {Database.Database | undefined} */
let db;
/** Prepared once per distinct SQL text; the stores' queries are few and fixed. */
const statements = new Map();

function describe(error) {
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof error?.code === "string" ? error.code : undefined,
  };
}

// better-sqlite3 binds numbers, strings, bigints, buffers and null; SQLite has no boolean.
const bindable = (value) => (value === true ? 1 : value === false ? 0 : value === undefined ? null : value);

function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size > 500) statements.clear();
    statements.set(sql, statement);
  }
  return statement;
}

function run(message) {
  switch (message.kind) {
    case "query": {
      const statement = prepared(message.sql);
      const parameters = message.parameters.map(bindable);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { rows: [], changes, lastInsertRowid };
    }
    case "exec":
      db.exec(message.sql);
      return { rows: [] };
    case "rollback":
      // Sent after a statement that failed or ran out of time: there may be no transaction left to end.
      if (db.inTransaction) db.exec("ROLLBACK");
      return { rows: [] };
    case "close":
      db.close();
      db = undefined;
      statements.clear();
      return { rows: [] };
    default:
      throw new Error(`Unknown request ${message.kind}`);
  }
}

/**
 * Runs `work` again while SQLite answers SQLITE_BUSY, up to `timeoutMs`: switching a new file to WAL takes
 * a lock for which SQLite does not wait through busy_timeout, so origins opening a fresh file together
 * would otherwise refuse one another.
 */
function withBusyRetry(work, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!String(error?.code ?? "").startsWith("SQLITE_BUSY") || Date.now() >= deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** Opens a database file; the thread serves one file at a time and is kept for the next once closed. */
function open(message) {
  db?.close();
  db = undefined;
  statements.clear();
  if (!message.mustExist) mkdirSync(path.dirname(message.file), { recursive: true });
  const opened = new Database(message.file, { fileMustExist: message.mustExist });
  try {
    // First, so that switching to WAL below waits for a lock another process holds, too.
    opened.pragma(`busy_timeout = ${Math.max(0, Math.floor(message.busyTimeoutMs))}`);
    // WAL lets the operator commands read (and briefly write) while an origin has the file open.
    withBusyRetry(() => opened.pragma("journal_mode = WAL"), message.busyTimeoutMs);
    // FULL syncs the WAL on every commit, so a lead is on disk before the API answers 2xx.
    opened.pragma("synchronous = FULL");
    opened.pragma("foreign_keys = ON");
  } catch (error) {
    opened.close();
    throw error;
  }
  db = opened;
  return { rows: [] };
}

parentPort?.on("message", (message) => {
  try {
    if (message.kind === "open") parentPort?.postMessage({ id: message.id, result: open(message) });
    else if (!db) parentPort?.postMessage({ id: message.id, error: { message: "The database is not open" } });
    else parentPort?.postMessage({ id: message.id, result: run(message) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: describe(error) });
  }
});
