/** Path syntax shared by the redirect engine and the table validation. */

/** Non-empty segments of RFC 3986 path characters (pchar), percent escapes included. */
const pathRest = /^(?:\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+)*$/;
/** Table paths are plain: letters, digits and `._~-` only, so they need no escaping in any exporter. */
const plainPath = /^(?:\/[A-Za-z0-9._~-]+)+$/;
const plainSiteTarget = /^(?:\/|(?:\/[A-Za-z0-9._~-]+)+)(?:\?[A-Za-z0-9._~%=&+-]+)?$/;

function hasDotSegment(path: string): boolean {
  return path.split("/").some((part) => part === "." || part === "..");
}

/** `/goyo/2021/` and `/goyo/2021` are the same request to the redirect table. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A rule source: absolute, no trailing slash, no empty or dot segments, plain characters. */
export function isWellFormedSourcePath(path: string): boolean {
  return plainPath.test(path) && !hasDotSegment(path);
}

/** A target on this site: a well-formed path (or `/`) with an optional plain query. */
export function isWellFormedSiteTarget(target: string): boolean {
  return plainSiteTarget.test(target) && !hasDotSegment(splitPathAndQuery(target).path);
}

/** Site targets start with one slash; everything else in a validated table is an absolute URL. */
export function isSiteTarget(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//");
}

/**
 * The part of a request path below a `keepRest` source may be carried over only when it is a plain
 * sequence of non-empty, non-dot segments: nothing in it can turn the target into another host.
 */
export function isSafePathRest(rest: string): boolean {
  return pathRest.test(rest) && !hasDotSegment(rest);
}

/** `/a/b?x=1` -> `{ path: "/a/b", query: "x=1" }`. */
export function splitPathAndQuery(location: string): { path: string; query: string } {
  const mark = location.indexOf("?");
  return mark === -1
    ? { path: location, query: "" }
    : { path: location.slice(0, mark), query: location.slice(mark + 1) };
}
