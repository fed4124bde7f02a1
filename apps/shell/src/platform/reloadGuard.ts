/**
 * One guard for both stale-build reloads (a new build, a chunk that failed to load): at most one reload
 * per path within 10 s, so a broken deploy cannot trap a visitor in a reload loop.
 *
 * Not @module-federation/retry-plugin: its newest release on the registry (0.17.1) pins
 * @module-federation/sdk 0.17.1, a second copy of the SDK beside our enhanced 2.9.2 runtime's own.
 */
export const reloadGuardStorageKey = "genbagura:reload-guard";
export const reloadGuardWindowMs = 10_000;

interface ReloadRecord {
  path: string;
  expires: number;
}

export interface ReloadGuard {
  /** True when the caller may reload `path` now; the reload is then recorded. */
  tryReload(path: string): boolean;
}

export function createReloadGuard(storage: Storage, now: () => number = Date.now): ReloadGuard {
  return {
    tryReload(path) {
      const last = readRecord(storage);
      if (last !== undefined && last.path === path && last.expires > now()) return false;
      const record: ReloadRecord = { path, expires: now() + reloadGuardWindowMs };
      try {
        storage.setItem(reloadGuardStorageKey, JSON.stringify(record));
      } catch {
        // Without a record the next failure could reload again and again: better not to reload.
        return false;
      }
      return true;
    },
  };
}

function readRecord(storage: Storage): ReloadRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(reloadGuardStorageKey) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { path, expires } = parsed as Record<string, unknown>;
    return typeof path === "string" && typeof expires === "number" ? { path, expires } : undefined;
  } catch {
    return undefined;
  }
}
