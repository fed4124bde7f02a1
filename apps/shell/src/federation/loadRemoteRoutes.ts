import type { RemoteName, RouteRegistration } from "@genbagura/routing";
import { containerName, type RemoteRegistryEntry } from "./remoteRegistry";

export type RemoteRoutesResult = { ok: true; routes: readonly RouteRegistration[] } | { ok: false };

const loading = new Map<RemoteName, Promise<RemoteRoutesResult>>();

function isRoutesModule(
  value: unknown,
): value is { default: readonly RouteRegistration[]; unavailable?: boolean } {
  return (
    typeof value === "object" && value !== null && Array.isArray((value as { default?: unknown }).default)
  );
}

let runtime: Promise<typeof import("./federationRuntime")> | undefined;

/**
 * The federation runtime, downloaded the first time a remote is needed (a shell page never needs it
 * before hydration). Starting it early on a remote page overlaps its download with the remote's files.
 */
export function loadFederationRuntime(): Promise<typeof import("./federationRuntime")> {
  runtime ??= import(/* webpackChunkName: "federation" */ "./federationRuntime");
  return runtime;
}

async function fetchRoutes(entry: RemoteRegistryEntry): Promise<RemoteRoutesResult> {
  const name = containerName(entry.name);
  try {
    const { federation } = await loadFederationRuntime();
    federation.registerRemotes([{ name, entry: new URL(entry.manifest, window.location.origin).href }]);
    const module = await federation.loadRemote<unknown>(`${name}/routes`);
    if (!isRoutesModule(module) || (module as { unavailable?: boolean }).unavailable) return { ok: false };
    return { ok: true, routes: module.default };
  } catch (error) {
    console.error(`[federation] ${entry.name} could not be loaded`, error);
    return { ok: false };
  }
}

/** A remote's `./routes`, fetched once per page life; the first visit of one of its paths triggers it. */
export function loadRemoteRoutes(entry: RemoteRegistryEntry): Promise<RemoteRoutesResult> {
  let pending = loading.get(entry.name);
  if (!pending) {
    pending = fetchRoutes(entry);
    loading.set(entry.name, pending);
  }
  return pending;
}
