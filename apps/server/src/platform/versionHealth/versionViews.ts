import type { VersionCounts, VersionHealthStore } from "./versionHealthStore";

/** How often an origin adds what it counted to the store: one transaction, not one write per beacon. */
export const VERSION_VIEWS_FLUSH_MS = 2_000;

export interface VersionViews {
  /** One page view of `version` of `app`; `errored` when it had at least one error. */
  view(app: string, version: string, errored: boolean): void;
  /** A view counted before (by the browser) turned out to have an error. */
  erroredView(app: string, version: string): void;
  /** Writes what is pending now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface VersionViewsOptions {
  store: VersionHealthStore;
  flushMs?: number;
  /** Mirrors each count (the Prometheus series). */
  onCount?: (app: string, version: string, views: number, erroredViews: number) => void;
}

/**
 * Counts views and errored views per app and version in memory and adds them to the store every few
 * seconds. While the store is away the counts wait in memory and go with the next flush that succeeds.
 */
export function createVersionViews(options: VersionViewsOptions): VersionViews {
  let pending = new Map<string, VersionCounts>();
  let flushing: Promise<void> | undefined;

  function count(app: string, version: string, views: number, erroredViews: number) {
    const key = `${app}\0${version}`;
    const row = pending.get(key) ?? { app, version, views: 0, erroredViews: 0 };
    row.views += views;
    row.erroredViews += erroredViews;
    pending.set(key, row);
    options.onCount?.(app, version, views, erroredViews);
  }

  async function writePending() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await options.store.add([...batch.values()]);
    } catch (error) {
      // Kept for the next flush, added to what arrived meanwhile.
      for (const [key, row] of batch) {
        const later = pending.get(key);
        pending.set(
          key,
          later
            ? { ...row, views: row.views + later.views, erroredViews: row.erroredViews + later.erroredViews }
            : row,
        );
      }
      console.error(`[version health] counts not stored yet: ${(error as Error).message}`);
    }
  }

  function flush(): Promise<void> {
    flushing ??= writePending().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? VERSION_VIEWS_FLUSH_MS);
  timer.unref();
  return {
    view: (app, version, errored) => count(app, version, 1, errored ? 1 : 0),
    erroredView: (app, version) => count(app, version, 0, 1),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      await options.store.close();
    },
  };
}
