import type { RemoteName, RouteParams } from "@genbagura/routing";

import { ownerInRegistry, type RemoteRegistry } from "../federation/remoteRegistry";
import type { GuardTable } from "../guards/guardTypes";
import type { RouteEnvironment } from "../routes/assembleRoutes";
import { admitNavigation } from "../routes/navigationPipeline";
import { payloadUrlFor } from "../routes/payload";
import { notFoundError, remoteUnavailableError, validationError } from "../routes/routeErrors";

interface ClientEnvironmentOptions {
  guards: GuardTable;
  registry: RemoteRegistry;
  unavailableRemotes: ReadonlySet<RemoteName>;
}

/** Fetches a page's prerendered (or server-computed) payload. */
async function fetchPayload(pathname: string, fullPath: string): Promise<unknown> {
  const response = await fetch(payloadUrlFor(pathname), {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    redirect: "manual",
  });
  // The server sends a guarded payload's visitor elsewhere: let it decide with a full page load.
  if (response.type === "opaqueredirect") {
    window.location.assign(fullPath);
    return new Promise(() => {});
  }
  if (response.status === 404) throw validationError(fullPath, 404);
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return response.json();
}

/** In the browser a route's loader validates and guards, then reads the payload instead of recomputing it. */
export function createClientEnvironment(options: ClientEnvironmentOptions): RouteEnvironment {
  return {
    loaderFor: (registration) => async ({ request, params }) => {
      const url = new URL(request.url);
      await admitNavigation(registration, params as RouteParams, request, options.guards, "client");
      return fetchPayload(url.pathname, url.pathname + url.search);
    },
    unmatchedLoader: ({ request }) => {
      const { pathname } = new URL(request.url);
      const owner = ownerInRegistry(pathname, options.registry);
      if (owner && owner !== "shell" && options.unavailableRemotes.has(owner)) {
        throw remoteUnavailableError(pathname, owner);
      }
      throw notFoundError(pathname);
    },
  };
}

