import { type ConnectionInfo, currentConnection, isSlowConnection } from "./connection";

/**
 * Stale-build detection (ARCHITECTURE.md section 5). Every deploy writes `/builds/latest.json`
 * (`{ id, timestamp }`) and `/builds/meta/<id>.json`. The watcher only reports a new build; the shell turns
 * that into a full page load on the next navigation, never an abrupt reload under a visitor's typing.
 */
export const defaultBuildsBaseUrl = "/builds/";
export const defaultBuildCheckIntervalMs = 600_000;
export const defaultManifestPrefetchDelayMs = 1_000;

type FetchFunction = typeof globalThis.fetch;
type VisibilitySource = Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;

export interface BuildWatcherOptions {
  /** The id of the build this page was rendered from. */
  buildId: string;
  fetch?: FetchFunction;
  intervalMs?: number;
  onNewBuild?: (latestBuildId: string) => void;
  /** Checks once more whenever the tab becomes visible again; defaults to the page's document. */
  document?: VisibilitySource;
  /** Where the build files live (the asset location), ending in `/`. */
  buildsBaseUrl?: string;
  now?: () => number;
}

export interface BuildWatcher {
  /** Fetches the latest build id now; resolves true when it differs from this page's build. */
  check(): Promise<boolean>;
  isStale(): boolean;
  /** When a check last got an answer (`now()` of the watcher), or undefined before the first. */
  checkedAt(): number | undefined;
  stop(): void;
}

export function createBuildWatcher(options: BuildWatcherOptions): BuildWatcher {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const visibility = options.document ?? globalThis.document;
  const latestUrl = `${options.buildsBaseUrl ?? defaultBuildsBaseUrl}latest.json`;
  let stale = false;
  let checkedAt: number | undefined;
  let pending: Promise<boolean> | undefined;

  async function fetchLatestId(): Promise<string | undefined> {
    try {
      // The timestamp query gets past any cache between here and the origin.
      const response = await fetchImpl(`${latestUrl}?${now()}`, { cache: "no-store" });
      if (!response.ok) return undefined;
      return readId(await response.json());
    } catch {
      // Offline or a half-written deploy: try again at the next interval.
      return undefined;
    }
  }

  async function runCheck(): Promise<boolean> {
    const latestId = await fetchLatestId();
    if (latestId !== undefined) checkedAt = now();
    if (stale || latestId === undefined || latestId === options.buildId) return stale;
    stale = true;
    stop();
    options.onNewBuild?.(latestId);
    return true;
  }

  function check(): Promise<boolean> {
    if (stale) return Promise.resolve(true);
    pending ??= runCheck().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  const onVisibilityChange = () => {
    if (visibility?.visibilityState === "visible") void check();
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? defaultBuildCheckIntervalMs);
  visibility?.addEventListener("visibilitychange", onVisibilityChange);

  function stop() {
    clearInterval(timer);
    visibility?.removeEventListener("visibilitychange", onVisibilityChange);
  }

  return { check, isStale: () => stale, checkedAt: () => checkedAt, stop };
}

export interface BuildManifest {
  id: string;
  [field: string]: unknown;
}

/** Its message names the app manifest and the meta path, so `isManifestLoadError` recognises it. */
export class BuildManifestError extends Error {
  override readonly name = "BuildManifestError";
}

export interface ManifestPrefetchOptions {
  connection?: ConnectionInfo;
  delayMs?: number;
  fetch?: FetchFunction;
  buildsBaseUrl?: string;
}

/**
 * Warms the cache with `/builds/meta/<id>.json` shortly after hydration. Resolves null when skipped on a
 * slow connection; rejects with a BuildManifestError when the manifest cannot be loaded (the shell then
 * reloads once per session).
 */
export async function prefetchBuildManifest(
  buildId: string,
  options: ManifestPrefetchOptions = {},
): Promise<BuildManifest | null> {
  if (isSlowConnection(options.connection ?? currentConnection())) return null;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.buildsBaseUrl ?? defaultBuildsBaseUrl}meta/${encodeURIComponent(buildId)}.json`;
  await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? defaultManifestPrefetchDelayMs));
  let body: unknown;
  try {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw new BuildManifestError(`Failed to load app manifest ${url}`, { cause });
  }
  const id = readId(body);
  if (id === undefined) throw new BuildManifestError(`Invalid app manifest ${url}`);
  return { ...(body as Record<string, unknown>), id };
}

function readId(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const id: unknown = Reflect.get(body, "id");
  return typeof id === "string" && id !== "" ? id : undefined;
}
