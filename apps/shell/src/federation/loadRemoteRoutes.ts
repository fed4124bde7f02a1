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

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * The remote's entry script, read from its mf-manifest.json (which the page's head preloads). The shell
 * registers remotes by entry, so its runtime is built without the snapshot and preload-assets plugins
 * that would otherwise read the manifest (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`, build-config).
 */
async function remoteEntryUrl(manifestUrl: URL): Promise<string> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${manifestUrl.href}`);
  const manifest = (await response.json()) as FederationManifest;
  const { name, path } = manifest.metaData?.remoteEntry ?? {};
  if (typeof name !== "string" || name === "") throw new Error(`No remote entry in ${manifestUrl.href}`);
  const directory = typeof path === "string" && path !== "" ? path.replace(/\/?$/, "/") : "";
  return new URL(directory + name, manifestUrl).href;
}

async function fetchRoutes(entry: RemoteRegistryEntry): Promise<RemoteRoutesResult> {
  const name = containerName(entry.name);
  try {
    const manifestUrl = new URL(entry.manifest, window.location.origin);
    const [{ federation }, remoteEntry] = await Promise.all([
      loadFederationRuntime(),
      remoteEntryUrl(manifestUrl),
    ]);
    federation.registerRemotes([{ name, entry: remoteEntry }]);
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
