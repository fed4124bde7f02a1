import type { RemoteName, RouteRegistration } from "@genbagura/routing";
import type { RemoteRegistryEntry } from "./remoteRegistry";

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
  metaData?: {
    name?: unknown;
    globalName?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
}

/** What the shell registers a remote version with, as that version's own manifest states it. */
export interface RemoteContainer {
  /** The container's name (the request prefix, `<name>/routes`). */
  name: string;
  /** The `window` global its entry publishes: prefixed in current builds, the bare name in older stored versions. */
  globalName: string;
  entry: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * The remote's container, read from its mf-manifest.json (which the page's head preloads). Names come
 * from the manifest, not from a rule in the shell, so a version kept for rollback that was built under
 * the old bare global (`support`) still loads beside the prefixed ones. The shell registers remotes by
 * entry, so its runtime is built without the snapshot and preload-assets plugins that would otherwise
 * read the manifest (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`, build-config).
 */
export function containerOfManifest(manifest: unknown, manifestUrl: URL): RemoteContainer {
  const metaData = (manifest as FederationManifest | null)?.metaData;
  const { name: file, path } = metaData?.remoteEntry ?? {};
  if (!nonEmpty(file) || !nonEmpty(metaData?.name)) {
    throw new Error(`No remote entry in ${manifestUrl.href}`);
  }
  const directory = nonEmpty(path) ? path.replace(/\/?$/, "/") : "";
  return {
    name: metaData.name,
    globalName: nonEmpty(metaData.globalName) ? metaData.globalName : metaData.name,
    entry: new URL(directory + file, manifestUrl).href,
  };
}

async function remoteContainer(manifestUrl: URL): Promise<RemoteContainer> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${manifestUrl.href}`);
  return containerOfManifest(await response.json(), manifestUrl);
}

async function fetchRoutes(entry: RemoteRegistryEntry): Promise<RemoteRoutesResult> {
  try {
    const manifestUrl = new URL(entry.manifest, window.location.origin);
    const [{ federation }, { name, globalName, entry: remoteEntry }] = await Promise.all([
      loadFederationRuntime(),
      remoteContainer(manifestUrl),
    ]);
    federation.registerRemotes([{ name, entry: remoteEntry, entryGlobalName: globalName }]);
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
