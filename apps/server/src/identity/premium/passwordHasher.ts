import { randomBytes, timingSafeEqual } from "node:crypto";
import { Worker } from "node:worker_threads";
import { decode, defaultCost, encode, KEY_BYTES, SALT_BYTES, type ScryptCost } from "./passwordHash";

export interface PasswordHashing {
  /** Threads that hash (PASSWORD_HASH_WORKERS). */
  workers: number;
  /** Hashes waiting for a thread beyond those running (PASSWORD_HASH_QUEUE); more are refused. */
  queueLimit: number;
}

export const defaultPasswordHashing: PasswordHashing = { workers: 1, queueLimit: 32 };

/** The queue is full: the caller answers 503 with this Retry-After. */
export class PasswordHashingBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Password hashing queue is full");
  }
}

export interface PasswordHasher {
  /** Constant-time; a malformed stored hash never verifies. Rejects with `PasswordHashingBusy` when full. */
  verify(password: string, stored: string): Promise<boolean>;
  hash(password: string, cost?: ScryptCost): Promise<string>;
  /** Hashes running and waiting. */
  pending(): number;
  close(): Promise<void>;
}

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  cost: ScryptCost;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Thread {
  worker: Worker;
  /** The hash it is computing, if any. */
  job: Job | undefined;
  run(job: Job): void;
}

/**
 * Password hashing on threads of its own with a bounded queue. scrypt through `node:crypto`'s callback API
 * runs on libuv's thread pool, the one that also reads the site's files, so a sign-in flood used to keep
 * `/robots.txt` waiting for seconds. Here each worker thread hashes one password at a time, at most
 * `queueLimit` wait, and a sign-in beyond that is refused at once (503) instead of waiting in line. The
 * threads start with the first hash.
 */
export function createPasswordHasher(options: PasswordHashing = defaultPasswordHashing): PasswordHasher {
  const workers = Math.max(1, options.workers);
  const threads: Thread[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  /** A running estimate of one hash's duration, for Retry-After. */
  let averageMs = 100;
  let closed = false;

  function startThread(): Thread {
    const worker = new Worker(new URL("./scryptWorker.mjs", import.meta.url));
    // An idle thread does not keep the process alive; one computing a hash does.
    worker.unref();
    let startedAt = 0;
    const thread: Thread = {
      worker,
      job: undefined,
      run(job) {
        thread.job = job;
        worker.ref();
        startedAt = performance.now();
        worker.postMessage({
          id: job.id,
          password: job.password,
          salt: job.salt,
          cost: job.cost,
          keyBytes: KEY_BYTES,
        });
      },
    };
    worker.on("message", (reply: Reply) => {
      const job = thread.job;
      thread.job = undefined;
      worker.unref();
      if (job && job.id === reply.id) {
        averageMs = averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
        if (reply.key) job.resolve(Buffer.from(reply.key));
        else job.reject(new Error(reply.error ?? "password hashing failed"));
      }
      next();
    });
    worker.on("error", (error) => {
      // A thread that died takes its job with it; the next hash starts a new one.
      thread.job?.reject(error);
      thread.job = undefined;
      threads.splice(threads.indexOf(thread), 1);
      next();
    });
    return thread;
  }

  function next(): void {
    while (waiting.length > 0) {
      let idle = threads.find((thread) => thread.job === undefined);
      if (!idle && threads.length < workers) {
        idle = startThread();
        threads.push(idle);
      }
      if (!idle) return;
      const job = waiting.shift();
      if (job) idle.run(job);
    }
  }

  function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    if (closed) return Promise.reject(new Error("Password hasher is closed"));
    const running = threads.filter((thread) => thread.job !== undefined).length;
    if (waiting.length >= options.queueLimit && running >= workers) {
      const aheadMs = ((waiting.length + running) * averageMs) / workers;
      return Promise.reject(new PasswordHashingBusy(Math.max(1, Math.ceil(aheadMs / 1000))));
    }
    return new Promise<Buffer>((resolve, reject) => {
      waiting.push({ id: nextId++, password, salt, cost, resolve, reject });
      next();
    });
  }

  return {
    async verify(password, stored) {
      const decoded = decode(stored);
      if (!decoded || decoded.key.length !== KEY_BYTES) return false;
      const candidate = await scrypt(password, decoded.salt, decoded.cost);
      return timingSafeEqual(candidate, decoded.key);
    },
    async hash(password, cost = defaultCost) {
      const salt = randomBytes(SALT_BYTES);
      return encode(cost, salt, await scrypt(password, salt, cost));
    },
    pending: () => waiting.length + threads.filter((thread) => thread.job !== undefined).length,
    async close() {
      closed = true;
      const stopped = new Error("Password hasher is closed");
      for (const job of waiting.splice(0)) job.reject(stopped);
      for (const thread of threads) thread.job?.reject(stopped);
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}

let shared: PasswordHasher | undefined;

/** One hasher with the default threads and queue for the whole process (APIs not given one of their own). */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= createPasswordHasher();
  return shared;
}
