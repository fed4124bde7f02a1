import type { Hono } from "hono";

/** A Hono route path (`/forms/:formId`, `/x/*`) as a regular expression over request paths. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split("/")
    .map((segment) =>
      segment === "*"
        ? ".*"
        : segment.startsWith(":")
          ? "[^/]+"
          : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods an app answers for a path, read from its registered routes (`app.routes`): a request with
 * another method gets 405 with `Allow`, not a 404 that says the address does not exist.
 */
export function allowedMethods(app: Hono, pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !pathPattern(route.path).test(pathname)) continue;
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
  }
  return [...methods].sort();
}
