import type { BuildWatcher } from "./buildWatcher";
import { reportError } from "./errorReporting";
import { afterHydration } from "./hydration";
import { createReloadGuard } from "./reloadGuard";

export interface StaleBuildControl {
  /** Called before each client navigation: a page from an old build loads the target fully instead. */
  fullLoadIfStale: (target: string) => boolean;
  /** Called when a chunk fails to load during navigation: reload to the target, once per 10 s per path. */
  reloadAfterChunkFailure: (target: string) => boolean;
}

let active: StaleBuildControl | undefined;

/** The page's control, once the browser bootstrap started it (undefined on the server). */
export function staleBuildControl(): StaleBuildControl | undefined {
  return active;
}

/** Wires the stale-build rules of ARCHITECTURE.md section 5 to the page. */
export function startStaleBuildWatch(
  buildId: string | undefined,
  pollMs: number | undefined,
): StaleBuildControl {
  const guard = createReloadGuard(window.sessionStorage);
  let watcher: BuildWatcher | undefined;
  if (buildId) {
    // The watcher (polling, manifest prefetch 1 s later) is fetched once the page is hydrated; until
    // then the page counts as current, as it was just served.
    afterHydration(() => {
      import(/* webpackChunkName: "build-watch" */ "./buildWatch").then(({ watchBuilds }) => {
        watcher = watchBuilds(buildId, pollMs);
      }, reportError);
    });
  }
  active = {
    fullLoadIfStale(target) {
      if (!watcher?.isStale() || !guard.tryReload(target)) return false;
      window.location.assign(target);
      return true;
    },
    reloadAfterChunkFailure(target) {
      if (!guard.tryReload(target)) return false;
      window.location.assign(target);
      return true;
    },
  };
  return active;
}

/** Chunk and remote-entry load failures, as webpack/Rspack and the federation runtime report them. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed|Loading script failed|Failed to fetch dynamically imported module/i.test(
      error.message,
    )
  );
}
