import type { BuildWatcher } from "./buildWatcher";
import { reportError } from "./errorReporting";
import { afterHydration } from "./hydration";
import { createReloadGuard, type ReloadGuard } from "./reloadGuard";

export interface StaleBuildControl {
  /** Called before each client navigation: a page from an old build loads the target fully instead. */
  fullLoadIfStale: (target: string) => boolean;
  /**
   * Called before the page requests code it has not loaded (a remote's routes, a page chunk). During a
   * navigation (`target` gives its path, query and hash; undefined otherwise, e.g. while the page
   * hydrates) it asks `/builds/latest.json` first unless a check answered within the last few seconds;
   * on a newer generation it loads the target fully and never resolves, so no file of a version pruned
   * since the page was served is requested.
   */
  beforeNewCode: (target: () => string | undefined) => Promise<void>;
  /** Called when a chunk fails to load during navigation: reload to the target, once per 10 s per path. */
  reloadAfterChunkFailure: (target: string) => boolean;
}

/**
 * How long an answer of `/builds/latest.json` stands for a navigation that needs new code. A version is
 * pruned only after five newer ones of its app, so a tab found current a few seconds ago cannot have lost
 * its files since; quick navigations in a row share one request.
 */
export const buildCheckValidMs = 5_000;

/** The watcher, as far as the control needs it (createBuildWatcher's, fetched after hydration). */
export type WatcherView = Pick<BuildWatcher, "check" | "isStale" | "checkedAt">;

export interface StaleBuildDependencies {
  guard: ReloadGuard;
  /** Fetches the page's watcher; undefined when there is none (no build id, or its chunk failed). */
  loadWatcher: () => Promise<WatcherView | undefined>;
  /** A full page load of `target`. */
  assign: (target: string) => void;
  now?: () => number;
}

const never = () => new Promise<never>(() => {});

/** True while an answer of `/builds/latest.json` still stands (see buildCheckValidMs). */
export const answeredRecently = (checkedAt: number | undefined, at: number): boolean =>
  checkedAt !== undefined && at - checkedAt < buildCheckValidMs;

/**
 * The stale-build rules of ARCHITECTURE.md section 5, over a watcher and the one reload guard. `watch()`
 * fetches the watcher (once); until it is here the page counts as current, as it was just served.
 */
export function createStaleBuildControl(
  dependencies: StaleBuildDependencies,
): StaleBuildControl & { watch: () => Promise<WatcherView | undefined> } {
  const { guard, assign, now = Date.now } = dependencies;
  let watcher: WatcherView | undefined;
  let loading: Promise<WatcherView | undefined> | undefined;
  const watch = () => {
    loading ??= dependencies.loadWatcher().then((loaded) => (watcher = loaded));
    return loading;
  };
  const fullLoad = (target: string) => {
    if (!guard.tryReload(target)) return false;
    assign(target);
    return true;
  };
  const fullLoadIfStale = (target: string) => watcher?.isStale() === true && fullLoad(target);
  return {
    watch,
    fullLoadIfStale,
    async beforeNewCode(target) {
      // React Router calls a route's `lazy` just before it records the navigation in its state: read the
      // target a tick later.
      await undefined;
      const to = target();
      if (to === undefined) return;
      const current = await watch();
      if (current && !current.isStale() && !answeredRecently(current.checkedAt(), now()))
        await current.check();
      // A guard that refuses (this path reloaded under 10 s ago) lets the code load: a failure then ends
      // in the error page rather than in a loop.
      if (fullLoadIfStale(to)) await never();
    },
    reloadAfterChunkFailure: fullLoad,
  };
}

let leavingFor: string | undefined;

/**
 * A full page load of `target`, once: the route's code check and the payload's generation header can
 * both find the tab stale in one navigation, and a second `assign` would load the target twice.
 */
export function loadFully(target: string): void {
  if (leavingFor === target) return;
  leavingFor = target;
  window.location.assign(target);
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
  const control = createStaleBuildControl({
    guard: createReloadGuard(window.sessionStorage),
    // The watcher (polling, manifest prefetch 1 s later) is a chunk of its own, fetched once the page is
    // hydrated, or by the first navigation that needs new code if that comes first.
    loadWatcher: () =>
      buildId
        ? import(/* webpackChunkName: "build-watch" */ "./buildWatch").then(
            ({ watchBuilds }) => watchBuilds(buildId, pollMs),
            (error: unknown) => {
              reportError(error);
              return undefined;
            },
          )
        : Promise.resolve(undefined),
    assign: loadFully,
  });
  afterHydration(() => void control.watch());
  active = control;
  return control;
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
