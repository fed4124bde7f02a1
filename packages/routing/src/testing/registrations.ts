import type { RouteRegistration } from "../contract";

/** The registration of a path pattern, or a test failure naming it. */
export function registrationAt(routes: readonly RouteRegistration[], pattern: string): RouteRegistration {
  const found = routes.find((candidate) => candidate.path === pattern);
  if (!found) throw new Error(`no route ${pattern}`);
  return found;
}

/** Every path the registrations prerender: what the build renders and the sitemap lists. */
export async function prerenderedPaths(routes: readonly RouteRegistration[]): Promise<string[]> {
  const paths: string[] = [];
  for (const registration of routes) {
    const params = registration.prerender ? await registration.prerender() : [{}];
    for (const values of params) {
      paths.push(registration.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? ""));
    }
  }
  return paths;
}
