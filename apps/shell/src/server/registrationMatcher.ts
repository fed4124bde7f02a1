import type { RouteRegistration } from "@genbagura/routing";
import { matchPath, matchRoutes, type RouteObject } from "react-router";

/**
 * Finds the registration a path renders, answering like React Router's `matchRoutes` over the route
 * tree (case-insensitive, static paths before patterns) without flattening and ranking ~400 routes on
 * every request: static paths are one map lookup, patterns are tried one by one, and only a path that
 * fits several patterns is left to React Router's ranking.
 */
export function createRegistrationMatcher(
  registrations: readonly RouteRegistration[],
  routes: RouteObject[],
) {
  const byPath = new Map(registrations.map((registration) => [registration.path, registration]));
  const staticPaths = new Map(
    registrations
      .filter((registration) => !/[:*]/.test(registration.path))
      .map((registration) => [registration.path.toLowerCase(), registration]),
  );
  // Each pattern with its literal start (`/news/` of `/news/:date`): most paths skip most patterns.
  const patterns = registrations
    .filter((registration) => /[:*]/.test(registration.path))
    .map((registration) => ({ registration, start: registration.path.split(/[:*]/, 1)[0]!.toLowerCase() }));

  return function registrationOf(pathname: string): RouteRegistration | undefined {
    const exact = staticPaths.get(pathname.toLowerCase());
    if (exact) return exact;
    const lower = pathname.toLowerCase();
    const candidates = patterns
      .filter(
        ({ start, registration }) =>
          lower.startsWith(start) && matchPath(registration.path, pathname) !== null,
      )
      .map(({ registration }) => registration);
    if (candidates.length <= 1) return candidates[0];
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    return leaf?.id ? byPath.get(leaf.id) : undefined;
  };
}
