/**
 * A build manifest that fails to load usually means the page outlived its deploy: one reload fetches the
 * current build. A session flag stops a second one, so a manifest that is really gone cannot loop.
 */
export const manifestReloadStorageKey = "genbagura:manifest-reloaded";

const manifestErrorMarkers = ["/builds/meta/", "app manifest"];

export function isManifestLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  if (message === undefined) return false;
  const lowered = message.toLowerCase();
  return manifestErrorMarkers.some((marker) => lowered.includes(marker));
}

/** Reloads and returns true the first time in this browser session; afterwards returns false. */
export function reloadOnceForManifestError(storage: Storage, reload: () => void): boolean {
  try {
    if (storage.getItem(manifestReloadStorageKey) !== null) return false;
    storage.setItem(manifestReloadStorageKey, String(Date.now()));
  } catch {
    // No way to remember the reload, so do not risk a loop.
    return false;
  }
  reload();
  return true;
}
