// Request path checks the origin makes before routing (merging slashes lives in @genbagura/routing,
// shared with the browser).

/**
 * Encoded slashes and backslashes (`%2F`, `%5C`) would mean one path to the router and another to a
 * proxy or a file system that decodes them; no page of the site has one, so such a path is not found.
 */
export function hasEncodedSeparator(pathname: string): boolean {
  return /%(?:2f|5c)/iu.test(pathname) || pathname.includes("\\");
}
