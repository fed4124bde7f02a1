import {
  compositionOf,
  generationHeader,
  type RemoteName,
  type RouteParams,
  type RouteRegistration,
} from "@genbagura/routing";
import { redirectDocument, replace } from "react-router";

import { ownerInRegistry, type RemoteRegistry } from "../federation/remoteRegistry";
import type { GuardTable } from "../guards/guardTypes";
import { lookupServerRedirect } from "../platform/serverRedirectLookup";
import { loadFully, type StaleBuildControl } from "../platform/staleBuild";
import type { RouteEnvironment } from "../routes/assembleRoutes";
import { admitNavigation } from "../routes/navigationPipeline";
import { payloadUrlFor } from "../routes/payload";
import { notFoundError, remoteUnavailableError, validationError } from "../routes/routeErrors";
import { rememberPhrases } from "./phraseBook";

interface ClientEnvironmentOptions {
  guards: GuardTable;
  registry: RemoteRegistry;
  unavailableRemotes: ReadonlySet<RemoteName>;
  staleBuild: StaleBuildControl;
  /** The path, query and hash of the navigation under way; undefined while the page hydrates. */
  navigationTarget: () => string | undefined;
}

const never = () => new Promise<never>(() => {});

let redirectEngine: Promise<typeof import("@genbagura/routing/redirects/redirectEngine")> | undefined;

/**
 * The redirect table and its engine, in a chunk of their own: no page needs them to hydrate (the server
 * answers redirects of full page loads), only client navigations do. The shell asks for it once the
 * page is hydrated, so the first navigation normally finds it loaded.
 */
export function loadRedirectEngine(): Promise<typeof import("@genbagura/routing/redirects/redirectEngine")> {
  redirectEngine ??= import(
    /* webpackChunkName: "redirects" */ "@genbagura/routing/redirects/redirectEngine"
  );
  // A failed download is asked again by the next navigation.
  redirectEngine.catch(() => {
    redirectEngine = undefined;
  });
  return redirectEngine;
}

/** Files and other hosts are left to the browser; site pages are replaced in history. */
function redirectTo(location: string, status: number) {
  const pathname = location.split(/[?#]/, 1)[0] ?? "";
  if (/^https?:/.test(location) || /\.[a-z0-9]{2,5}$/i.test(pathname))
    return redirectDocument(location, status);
  return replace(location, status);
}

/**
 * Steps 1 and 2 of the navigation pipeline in the browser, plus the stale-build rule: an old page loads
 * the target fully, the redirect table answers at once, and the server's redirect lookup starts in
 * parallel with the route's code and data.
 */
async function beforeNavigation(request: Request, staleBuild: StaleBuildControl) {
  const url = new URL(request.url);
  if (staleBuild.fullLoadIfStale(url.pathname + url.search + url.hash)) await never();
  const { resolveRedirect } = await loadRedirectEngine();
  const tableRedirect = resolveRedirect(url.pathname, url.search);
  if (tableRedirect) throw redirectTo(tableRedirect.location, tableRedirect.status);
  // Wrapped so awaiting this function does not wait for the lookup itself.
  return { serverRedirect: lookupServerRedirect(url.pathname) };
}

async function applyServerRedirect(lookup: ReturnType<typeof lookupServerRedirect>, search: string) {
  const serverRedirect = await lookup;
  if (serverRedirect) throw redirectTo(serverRedirect.location + search, serverRedirect.status);
}

/**
 * Fetches a page's payload for the composition this page's snapshot implies. When the origin has moved
 * to another generation (a deploy, canary or rollback), the navigation becomes a full page load, so
 * the new page's markup, data and code come from one set of versions.
 */
async function fetchPayload(
  pathname: string,
  fullPath: string,
  composition: string,
  generation: number,
): Promise<unknown> {
  const response = await fetch(payloadUrlFor(pathname, composition), {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    redirect: "manual",
  });
  const servedGeneration = response.headers.get(generationHeader);
  const moved = servedGeneration !== null && servedGeneration !== String(generation);
  // The server sends a guarded payload's visitor elsewhere: let it decide with a full page load.
  if (response.type === "opaqueredirect" || moved) {
    loadFully(fullPath);
    return never();
  }
  if (response.status === 404) throw validationError(fullPath, 404);
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  const payload: unknown = await response.json();
  // The origin no longer serves this composition (the page outlived its versions): load afresh.
  if (typeof payload === "object" && payload !== null && "reload" in payload) {
    loadFully(fullPath);
    return never();
  }
  rememberPhrases(payload);
  return payload;
}

function compositionFor(registration: RouteRegistration, pathname: string, registry: RemoteRegistry): string {
  return compositionOf(ownerInRegistry(pathname, registry) ?? "shell", registration.reads, registry);
}

/** In the browser a route's loader validates and guards, then reads the payload instead of recomputing it. */
export function createClientEnvironment(options: ClientEnvironmentOptions): RouteEnvironment {
  return {
    loaderFor:
      (registration) =>
      async ({ request, params }) => {
        const url = new URL(request.url);
        const { serverRedirect } = await beforeNavigation(request, options.staleBuild);
        await admitNavigation(registration, params as RouteParams, request, options.guards, "client");
        const composition = compositionFor(registration, url.pathname, options.registry);
        const [, payload] = await Promise.all([
          applyServerRedirect(serverRedirect, url.search),
          fetchPayload(url.pathname, url.pathname + url.search, composition, options.registry.generation),
        ]);
        return payload;
      },
    unmatchedLoader: async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const { serverRedirect } = await beforeNavigation(request, options.staleBuild);
      await applyServerRedirect(serverRedirect, search);
      const owner = ownerInRegistry(pathname, options.registry);
      if (owner && owner !== "shell" && options.unavailableRemotes.has(owner)) {
        throw remoteUnavailableError(pathname, owner);
      }
      throw notFoundError(pathname);
    },
    // A page chunk the tab has not loaded yet: a tab on an older generation loads the target fully
    // instead of asking for files its versions may no longer have.
    beforePageCode: () => options.staleBuild.beforeNewCode(options.navigationTarget),
  };
}
