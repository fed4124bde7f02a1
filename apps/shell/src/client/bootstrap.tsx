import { mergeLocationSlashes, type RemoteName, type RouteRegistration } from "@genbagura/routing";
import { phraseBookContext } from "@genbagura/ui";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { loadFederationRuntime, loadRemoteRoutes } from "../federation/loadRemoteRoutes";
import { ownerInRegistry } from "../federation/remoteRegistry";
import { browserSessionProbe, createGuardTable } from "../guards/sessionGuards";
import { preloadErrorPages } from "../pages/RouteErrorPage";
import { noteBrowserError } from "../platform/browserErrors";
import { readClientConfig, readSiteSnapshot } from "../platform/clientConfig";
import { addErrorSink, reportError } from "../platform/errorReporting";
import { afterHydration } from "../platform/hydration";
import { startStaleBuildWatch } from "../platform/staleBuild";
import { yieldToMain } from "../platform/yieldToMain";
import { assembleRoutes, remoteRouteObjects, rootRouteId } from "../routes/assembleRoutes";
import { shellRoutes } from "../routes/shellRoutes";
import { createClientEnvironment, loadRedirectEngine } from "./clientEnvironment";
import { clientPhraseBook, rememberPhrases } from "./phraseBook";

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** Loads the page code of the matched routes first, so hydration renders exactly what the server did. */
async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** An error React handled (uncaught, or recovered from): counted for the beacon, then reported. */
function reportNotedError(error: unknown) {
  noteBrowserError();
  reportError(error);
}

/** Real-user monitoring, its code fetched only on a site that configures it. */
function startMonitoringWhenConfigured(config: ReturnType<typeof readClientConfig>) {
  const { monitoring } = config;
  if (!monitoring) return;
  import(/* webpackChunkName: "monitoring" */ "../platform/monitoring")
    .then(({ startMonitoring }) => startMonitoring(monitoring))
    .then((handle) => {
      if (handle.active) addErrorSink((error) => handle.recordError(error));
    }, reportError);
}

async function start(): Promise<void> {
  mergeLocationSlashes(window.location, window.history);
  // The snapshot the origin rendered with; without one (a document from elsewhere) no remote loads.
  const registry = readSiteSnapshot(document) ?? { generation: 0, shell: "", remotes: [] };
  // A remote's page needs the federation runtime before it hydrates: its download starts at once.
  const initialOwner = ownerInRegistry(window.location.pathname, registry);
  if (registry.remotes.some((remote) => remote.name === initialOwner && !remote.down)) {
    loadFederationRuntime().catch(() => undefined);
  }
  // Start-up runs in several short tasks (see yieldToMain) rather than one long one.
  await yieldToMain();
  const clientConfig = readClientConfig(document);
  startMonitoringWhenConfigured(clientConfig);
  window.addEventListener("error", (event) => reportError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason));
  const staleBuild = startStaleBuildWatch(
    registry.generation > 0 ? String(registry.generation) : undefined,
    clientConfig.buildPollMs,
  );
  // A remote the origin could not load is down for this page too: server and browser agree.
  const unavailable = new Set<RemoteName>(
    registry.remotes.filter((remote) => remote.down).map((remote) => remote.name),
  );
  const loaded = new Set<RemoteName>();
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  // The navigation under way (none while the page hydrates): where a stale tab loads fully instead.
  const navigationTarget = () => {
    const location = router?.state.navigation.location;
    return location && location.pathname + location.search + location.hash;
  };
  const environment = createClientEnvironment({
    guards: createGuardTable(browserSessionProbe),
    registry,
    unavailableRemotes: unavailable,
    staleBuild,
    navigationTarget,
  });

  async function discover(pathname: string): Promise<readonly RouteRegistration[]> {
    const owner = ownerInRegistry(pathname, registry);
    if (!owner || owner === "shell" || loaded.has(owner) || unavailable.has(owner)) return [];
    // A tab on an older generation loads the target fully before it asks for the remote's manifest,
    // which a version pruned since the page was served no longer has.
    await staleBuild.beforeNewCode(navigationTarget);
    const entry = registry.remotes.find((remote) => remote.name === owner);
    const result = entry ? await loadRemoteRoutes(entry) : { ok: false as const };
    if (!result.ok) {
      // Its files failed during a navigation (gone since the check): a full load of the target gets the
      // live versions, once per path within 10 s; otherwise its paths show the remote-unavailable page.
      const target = navigationTarget();
      if (target !== undefined && staleBuild.reloadAfterChunkFailure(target)) return new Promise(() => {});
      unavailable.add(owner);
      return [];
    }
    loaded.add(owner);
    return result.routes;
  }

  const initialRemoteRoutes = await discover(window.location.pathname);
  await yieldToMain();
  const routes = assembleRoutes([...shellRoutes, ...initialRemoteRoutes], environment);
  await resolveLazyMatches(routes, window.location.pathname);
  await yieldToMain();

  const hydrationScript = document.getElementById("__hydration");
  window.__staticRouterHydrationData = hydrationScript?.textContent
    ? JSON.parse(hydrationScript.textContent)
    : undefined;
  // The headings' phrase breaks of the server render ride with the router's data.
  rememberPhrases(window.__staticRouterHydrationData);

  router = createBrowserRouter(routes, {
    // A remote's routes arrive the first time one of its paths is visited.
    async patchRoutesOnNavigation({ path, patch }) {
      const discovered = await discover(new URL(path, window.location.origin).pathname);
      if (discovered.length > 0) patch(rootRouteId, remoteRouteObjects(discovered, environment));
    },
  });

  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the document");
  // Hydrating inside a transition lets React yield to the browser between components, so a tap
  // during hydration is handled at once instead of after one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <phraseBookContext.Provider value={clientPhraseBook}>
          <RouterProvider router={router} />
        </phraseBookContext.Provider>
      </StrictMode>,
      {
        onUncaughtError: reportNotedError,
        onRecoverableError: reportNotedError,
        // A route's error boundary showed the error: the visitor saw it, so it counts (logged as React does).
        onCaughtError: (error) => {
          noteBrowserError();
          console.error(error);
        },
      },
    );
  });
  // Page views and browser errors per app version, for the canary analysis: code fetched after hydration.
  const activeRouter = router;
  afterHydration(
    () =>
      void import(/* webpackChunkName: "beacon" */ "../platform/beaconSender")
        .then((beacons) => beacons.startPageBeacons(activeRouter, registry, clientConfig.beaconSampleRate))
        .catch(() => undefined),
  );
  // The landing page's campaign parameters count for a lead sent pages later, form or not. They are read
  // from the navigation entry, so recording them after hydration loses nothing; a form records them itself.
  afterHydration(
    () =>
      void import(/* webpackChunkName: "first-touch" */ "@genbagura/ui/firstTouch")
        .then(({ captureBrowserFirstTouch }) => captureBrowserFirstTouch())
        .catch(() => undefined),
  );
  // Client navigations consult the redirect table; fetch it once the page is interactive.
  afterHydration(() => void loadRedirectEngine().catch(() => undefined));
  // The error pages, so a navigation that fails after a deploy (its chunks gone) can still show one.
  afterHydration(() => void preloadErrorPages().catch(() => undefined));
}

start().catch(reportError);
