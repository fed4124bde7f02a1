import {
  appNames,
  type LoadContext,
  type RemoteName,
  type RouteParams,
  type RouteRegistration,
} from "@genbagura/routing";
import type { RemoteRegistry } from "../federation/remoteRegistry";
import { ownerInRegistry } from "../federation/remoteRegistry";
import type { GuardTable } from "../guards/guardTypes";
import type { RouteEnvironment } from "../routes/assembleRoutes";
import { admitNavigation } from "../routes/navigationPipeline";
import { buildPayload } from "../routes/payload";
import { notFoundError, remoteUnavailableError, validationError } from "../routes/routeErrors";

interface ServerEnvironmentOptions {
  guards: GuardTable;
  loadContextFor: (registration: RouteRegistration, request: Request) => LoadContext;
  registry: RemoteRegistry;
  unavailableRemotes: ReadonlySet<RemoteName>;
}

/** The remotes a registration reads, by name (`"all"`: every remote). */
function readRemotes(registration: RouteRegistration): readonly RemoteName[] {
  if (registration.reads === "all") return appNames.filter((app): app is RemoteName => app !== "shell");
  return registration.reads ?? [];
}

/** On the server a route's loader validates, guards, then runs the registration's `load`. */
export function createServerEnvironment(options: ServerEnvironmentOptions): RouteEnvironment {
  return {
    loaderFor:
      (registration) =>
      async ({ request, params }) => {
        const routeParams = params as RouteParams;
        await admitNavigation(registration, routeParams, request, options.guards, "server");
        const result = registration.load
          ? await registration
              .load(routeParams, options.loadContextFor(registration, request))
              .catch((error: unknown) => {
                // A page that cannot be built without a remote it reads, while that remote is down, is
                // unavailable (503, retry soon) like that remote's own pages, not broken.
                const down = readRemotes(registration).find((remote) =>
                  options.unavailableRemotes.has(remote),
                );
                if (down && !(error instanceof Response)) {
                  throw remoteUnavailableError(new URL(request.url).pathname, down);
                }
                throw error;
              })
          : undefined;
        if (result === null) {
          const url = new URL(request.url);
          throw validationError(url.pathname + url.search, 404);
        }
        return buildPayload(registration, result);
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
