/**
 * Paths as nginx's `merge_slashes` sees them: a run of slashes counts as one. One linear pass, so a
 * hostile path of thousands of slashes costs no more than its length. The origin answers `//a///b` with
 * the page of `/a/b`, and the browser shows that path before its router starts (`mergeLocationSlashes`).
 */
const SLASH = 0x2f;

/** `//a///b/` becomes `/a/b/`; a path without repeated slashes is returned as is. */
export function mergeSlashes(pathname: string): string {
  let merged = "";
  let runStart = 0;
  let changed = false;
  for (let index = 1; index < pathname.length; index += 1) {
    if (pathname.charCodeAt(index) === SLASH && pathname.charCodeAt(index - 1) === SLASH) {
      merged += pathname.slice(runStart, index);
      runStart = index + 1;
      changed = true;
    }
  }
  return changed ? merged + pathname.slice(runStart) : pathname;
}

/**
 * Before the client router starts: the server answered a path with repeated slashes with the page of the
 * merged path, so the address bar shows that path too, and hydration matches what the server rendered.
 * The merged path starts with a single slash, so it can never name another origin.
 */
export function mergeLocationSlashes(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "replaceState" | "state">,
): void {
  const merged = mergeSlashes(location.pathname);
  if (merged !== location.pathname)
    history.replaceState(history.state, "", merged + location.search + location.hash);
}
