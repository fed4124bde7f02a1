import { type BuildWatcher, createBuildWatcher, prefetchBuildManifest } from "./buildWatcher";
import { currentConnection } from "./connection";
import { reportError } from "./errorReporting";
import { isManifestLoadError, reloadOnceForManifestError } from "./manifestReload";

// The page's stale-build watch (ARCHITECTURE.md section 5), in a chunk fetched after hydration
// (staleBuild.ts): it polls every few minutes and prefetches the build manifest, none of which the page
// needs to become interactive.

/** Polls `/builds/latest.json` and warms the manifest 1 s from now (skipped on slow connections). */
export function watchBuilds(buildId: string, pollMs: number | undefined): BuildWatcher {
  const watcher = createBuildWatcher({ buildId, ...(pollMs ? { intervalMs: pollMs } : {}) });
  // A manifest that fails to load reloads the page once per session.
  prefetchBuildManifest(buildId, { connection: currentConnection() }).catch((error: unknown) => {
    if (isManifestLoadError(error))
      reloadOnceForManifestError(window.sessionStorage, () => window.location.reload());
    else reportError(error);
  });
  return watcher;
}
