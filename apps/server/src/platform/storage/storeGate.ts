/** A store could not be opened: storage-bound routes answer 503 with this Retry-After. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly storeName: string,
    readonly retryAfterSeconds: number,
    options?: { cause: unknown },
  ) {
    super(`The ${storeName} store is unavailable`, options);
  }
}

/** How long a caller is asked to wait when the store fails for another reason than opening. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export interface StoreGate<T> {
  /** The store, opened on first use; rejects with `StoreUnavailableError` while it cannot be opened. */
  get(): Promise<T>;
  close(): Promise<void>;
}

export interface StoreGateOptions<T> {
  /** For the operator's log: `leads`, `identity`, `redirects`. */
  name: string;
  /** Opens (creates, migrates, fills) the store; throws or rejects when storage is not usable. */
  open: () => T | Promise<T>;
  close: (store: T) => void | Promise<void>;
  /** After a failed try, the next waits this long (STORE_RETRY_MS); callers meanwhile are refused at once. */
  retryMs: number;
  now?: () => number;
}

/**
 * Opens a store when it first can, instead of at start: an origin whose data directory is read-only, or
 * whose database is away, still starts and serves pages, and the store is opened (and migrated) by the
 * first try that succeeds, without a restart. Tries are spaced by `retryMs`, and requests in between are
 * refused at once rather than each touching the disk.
 */
export function createStoreGate<T>(options: StoreGateOptions<T>): StoreGate<T> {
  const now = options.now ?? Date.now;
  let opened: T | undefined;
  let opening: Promise<T> | undefined;
  let nextTryAt = 0;
  let failing = false;
  let closed = false;

  function unavailable(cause?: unknown): StoreUnavailableError {
    const seconds = Math.max(1, Math.ceil((nextTryAt - now()) / 1000));
    return new StoreUnavailableError(options.name, seconds, { cause });
  }

  async function attempt(): Promise<T> {
    try {
      const store = await options.open();
      if (closed) {
        await options.close(store);
        throw new Error(`The ${options.name} store was closed while opening`);
      }
      opened = store;
      if (failing) console.log(`[storage] the ${options.name} store is open now`);
      failing = false;
      return store;
    } catch (error) {
      nextTryAt = now() + options.retryMs;
      if (!failing) {
        console.error(
          `[storage] cannot open the ${options.name} store; pages are served, storage-bound routes answer 503 until it opens:`,
          error instanceof Error ? error.message : error,
        );
      }
      failing = true;
      throw unavailable(error);
    }
  }

  return {
    async get() {
      if (opened !== undefined) return opened;
      if (closed) throw new StoreUnavailableError(options.name, 30);
      if (opening) return opening;
      if (now() < nextTryAt) throw unavailable();
      // Cleared once settled (never before it is set: `open` may fail before its first await).
      opening = attempt().finally(() => {
        opening = undefined;
      });
      return opening;
    },
    async close() {
      closed = true;
      await opening?.catch(() => undefined);
      if (opened !== undefined) await options.close(opened);
      opened = undefined;
    },
  };
}

/**
 * A store whose every method (all asynchronous) waits for the gate: the routes using it keep their code, and
 * a store that cannot be opened makes each call reject with `StoreUnavailableError`. `own` answers what
 * must be known without opening the store (plain values, `close`).
 */
export function storeBehindGate<T extends object>(gate: StoreGate<T>, own: Partial<T>): T {
  return new Proxy(own, {
    get(target, property, receiver) {
      if (Reflect.has(target, property)) return Reflect.get(target, property, receiver);
      // Not a promise (`then`), and nothing for inspection's symbols: only the store's named methods.
      if (typeof property === "symbol" || property === "then") return undefined;
      return async (...args: unknown[]) => {
        const store = await gate.get();
        const member: unknown = Reflect.get(store, property);
        if (typeof member !== "function") throw new TypeError(`No method ${String(property)} on the store`);
        return Reflect.apply(member, store, args);
      };
    },
  }) as T;
}
