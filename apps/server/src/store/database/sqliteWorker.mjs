// One SQLite database file on a thread of its own (see sqliteWorkerDialect.ts): better-sqlite3 is synchronous,
// so a stalled disk or a lock held by another process stalls this thread, never the origin's event loop.
// Plain JavaScript: Node loads it as it is, from the sources in tests and from dist/ in the bundle.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

/** @type {{ file: string, mustExist: boolean, busyTimeoutMs: number }} */
const options = workerData;
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
      return { rows: [] };
    default:
      throw new Error(`Unknown request ${message.kind}`);
  }
}

try {
  if (!options.mustExist) mkdirSync(path.dirname(options.file), { recursive: true });
  db = new Database(options.file, { fileMustExist: options.mustExist });
  // WAL lets the operator commands read (and briefly write) while an origin has the file open.
  db.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit, so a lead is on disk before the API answers 2xx.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs))}`);
  parentPort?.postMessage({ id: 0, result: { rows: [] } });
} catch (error) {
  db?.close();
  parentPort?.postMessage({ id: 0, error: describe(error) });
  db = undefined;
}

parentPort?.on("message", (message) => {
  if (!db) {
    parentPort?.postMessage({ id: message.id, error: { message: "The database is not open" } });
    return;
  }
  try {
    parentPort?.postMessage({ id: message.id, result: run(message) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: describe(error) });
  }
  if (message.kind === "close") process.exit(0);
});
