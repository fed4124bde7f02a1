import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { StoreUnavailableError } from "../storeGate";

// Our own bridge rather than `kysely-generic-sqlite`: what matters here is the failure behaviour (a deadline
// on every statement, a fast refusal while the thread is stuck past one, a rollback that is always sent),
// and that is most of these lines; the Kysely side is Kysely's own SqliteAdapter and compiler.

export interface SqliteWorkerOptions {
  /** The database file; its folder is created unless `mustExist`. */
  file: string;
  /** For readers such as the CSV export: fail instead of creating an empty database. */
  mustExist?: boolean;
  /** How long SQLite waits for another process's lock before answering SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** A statement not answered by then (a stalled disk) rejects with `StoreUnavailableError`. */
  statementTimeoutMs?: number;
  /** Names the store in `StoreUnavailableError` and in the operator's log. */
  storeName: string;
}

export const SQLITE_BUSY_TIMEOUT_MS = 5_000;
export const SQLITE_STATEMENT_TIMEOUT_MS = 8_000;
/** What a visitor refused because the file is locked or stalled is asked to wait. */
const RETRY_AFTER_SECONDS = 5;

type Request =
  | { kind: "open"; file: string; mustExist: boolean; busyTimeoutMs: number }
  | { kind: "query"; sql: string; parameters: readonly unknown[] }
  | { kind: "exec"; sql: string }
  | { kind: "rollback" }
  | { kind: "close" };
interface Result {
  rows: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
}
interface Reply {
  id: number;
  result?: Result;
  error?: { message: string; code?: string };
}
interface Pending {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
  overdue: boolean;
}

/** Errors that say "not now" rather than "wrong": the caller is asked to retry. */
const TRANSIENT_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_BUSY_SNAPSHOT"]);

/**
 * Threads whose file was closed cleanly, kept for the next file opened: starting a thread and loading
 * the native driver in it costs far more than opening a file (and tests open many). Idle threads never
 * keep the process alive.
 */
const idleThreads: Worker[] = [];
const IDLE_THREADS_KEPT = 4;

function takeThread(): Worker {
  const idle = idleThreads.pop();
  if (idle) return idle;
  const thread = new Worker(new URL("./sqliteWorker.mjs", import.meta.url));
  thread.unref();
  thread.once("exit", () => {
    const index = idleThreads.indexOf(thread);
    if (index >= 0) idleThreads.splice(index, 1);
  });
  return thread;
}

/**
 * One SQLite connection on a worker thread. Requests are answered in the order they are sent; each has a
 * deadline, and while one is past its deadline (the thread is stuck in the disk) new ones are refused at
 * once instead of queueing behind it.
 */
export class SqliteWorker {
  static async open(options: SqliteWorkerOptions): Promise<SqliteWorker> {
    const connection = new SqliteWorker(options);
    try {
      // Creating the folder, the file and switching to WAL all happen on the thread.
      await connection.#send({
        kind: "open",
        file: options.file,
        mustExist: options.mustExist ?? false,
        busyTimeoutMs: options.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS,
      });
    } catch (error) {
      connection.#release();
      throw error;
    }
    return connection;
  }

  readonly #worker: Worker;
  readonly #options: SqliteWorkerOptions;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #overdue = 0;
  #exited: Error | undefined;
  readonly #onMessage = (reply: Reply) => this.#settle(reply);
  readonly #onError = (error: Error) => this.#fail(error);
  readonly #onExit = (code: number) => this.#fail(new Error(`The SQLite thread exited (${code})`));

  private constructor(options: SqliteWorkerOptions) {
    this.#options = options;
    this.#worker = takeThread();
    this.#worker.on("message", this.#onMessage);
    this.#worker.on("error", this.#onError);
    this.#worker.on("exit", this.#onExit);
  }

  /** How long a statement (or a wait for the connection) may take before `StoreUnavailableError`. */
  get statementTimeoutMs(): number {
    return this.#options.statementTimeoutMs ?? SQLITE_STATEMENT_TIMEOUT_MS;
  }

  unavailable(cause: unknown): StoreUnavailableError {
    return new StoreUnavailableError(this.#options.storeName, RETRY_AFTER_SECONDS, { cause });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (pending.overdue) this.#overdue -= 1;
    // An idle connection does not keep the process alive; one waiting for an answer does.
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.result) pending.resolve(reply.result);
    else {
      const error = Object.assign(new Error(reply.error?.message ?? "SQLite failed"), {
        code: reply.error?.code,
      });
      pending.reject(
        reply.error?.code && TRANSIENT_CODES.has(reply.error.code) ? this.unavailable(error) : error,
      );
    }
  }

  #fail(error: Error): void {
    this.#exited ??= error;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(id);
      pending.reject(this.unavailable(error));
    }
  }

  #send(request: Request): Promise<Result> {
    if (this.#exited) return Promise.reject(this.unavailable(this.#exited));
    // A rollback is always sent: the transaction it ends must not outlive a stall.
    if (this.#overdue > 0 && request.kind !== "rollback" && request.kind !== "close") {
      return Promise.reject(this.unavailable(new Error("SQLite is still busy with an earlier statement")));
    }
    const id = this.#nextId++;
    const timeoutMs = this.statementTimeoutMs;
    this.#worker.ref();
    const answer = new Promise<Result>((resolve, reject) => {
      const pending: Pending = { resolve, reject, timer: undefined, overdue: false };
      pending.timer = setTimeout(() => {
        // The thread will still answer (or never): its late answer is dropped, later requests are refused.
        pending.overdue = true;
        this.#overdue += 1;
        reject(this.unavailable(new Error(`No answer from SQLite within ${timeoutMs} ms`)));
      }, timeoutMs);
      this.#pending.set(id, pending);
    });
    this.#worker.postMessage({ id, ...request });
    return answer;
  }

  /** Gives the thread back for the next file, or ends it if it may still be stuck in this one. */
  #release(): void {
    const clean = !this.#exited && this.#pending.size === 0 && this.#overdue === 0;
    this.#exited ??= new Error("The SQLite connection is closed");
    this.#worker.off("message", this.#onMessage);
    this.#worker.off("error", this.#onError);
    this.#worker.off("exit", this.#onExit);
    this.#worker.unref();
    if (clean && idleThreads.length < IDLE_THREADS_KEPT) idleThreads.push(this.#worker);
    else void this.#worker.terminate();
  }

  query(sql: string, parameters: readonly unknown[] = []): Promise<Result> {
    return this.#send({ kind: "query", sql, parameters });
  }

  /** Several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<Result> {
    return this.#send({ kind: "exec", sql });
  }

  rollback(): Promise<Result> {
    return this.#send({ kind: "rollback" });
  }

  async close(): Promise<void> {
    if (this.#exited) return;
    await this.#send({ kind: "close" }).catch(() => undefined);
    this.#release();
  }
}

/** Kysely's single SQLite connection: whoever holds it (a query, a whole transaction) holds the thread. */
class ConnectionMutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  /** False when the connection was not free by `deadline` (performance.now() time). */
  async lock(deadline: number): Promise<boolean> {
    while (this.#held) {
      const remaining = deadline - performance.now();
      if (remaining <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.#held,
        new Promise((resolve) => {
          timer = setTimeout(resolve, remaining);
        }),
      ]);
      clearTimeout(timer);
    }
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
    return true;
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

class SqliteWorkerConnection implements DatabaseConnection {
  constructor(readonly worker: SqliteWorker) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.worker.query(query.sql, query.parameters);
    return {
      rows: result.rows as R[],
      ...(result.changes === undefined ? {} : { numAffectedRows: BigInt(result.changes) }),
      ...(result.lastInsertRowid === undefined ? {} : { insertId: BigInt(result.lastInsertRowid) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the stores read bounded lists.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by the SQLite worker connection");
  }
}

class SqliteWorkerDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: SqliteWorkerConnection;

  constructor(worker: SqliteWorker) {
    this.#connection = new SqliteWorkerConnection(worker);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Waiting for the connection counts against the same deadline as a statement: requests queued behind
    // a lock another process holds are refused in time instead of adding up their waits.
    const worker = this.#connection.worker;
    if (!(await this.#mutex.lock(performance.now() + worker.statementTimeoutMs))) {
      throw worker.unavailable(new Error("The SQLite connection stayed busy past the deadline"));
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock first, so a read-then-write transaction (the idempotency check) can
    // never fail half-way on a lock an operator command took meanwhile.
    try {
      await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
    } catch (error) {
      // Kysely rolls back only a transaction that began; a BEGIN that ran out of time may still succeed
      // on the thread later, and must not leave the connection inside a transaction nobody ends.
      void this.#connection.worker.rollback().catch(() => undefined);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(): Promise<void> {
    await this.#connection.worker.rollback();
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.#connection.worker.close();
  }
}

/** Kysely over a `SqliteWorker`: Kysely's own SQLite compiler and adapter, our thread-backed driver. */
export class SqliteWorkerDialect implements Dialect {
  constructor(readonly worker: SqliteWorker) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new SqliteWorkerDriver(this.worker);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
