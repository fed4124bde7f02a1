/**
 * Request paths as nginx's `merge_slashes` sees them, in one linear pass: a run of slashes counts as one
 * slash. Every helper here walks the string once, so a hostile path of thousands of slashes costs no more
 * than its length (a backtracking regex such as /\/+$/ on it is quadratic).
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
 * Encoded slashes and backslashes (`%2F`, `%5C`) would mean one path to the router and another to a
 * proxy or a file system that decodes them; no page of the site has one, so such a path is not found.
 */
export function hasEncodedSeparator(pathname: string): boolean {
  return /%(?:2f|5c)/iu.test(pathname) || pathname.includes("\\");
}
