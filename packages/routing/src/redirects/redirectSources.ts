import { resolveRedirect } from "./redirectEngine";
import { redirectTable } from "./redirectTable";

/** Every source of the redirect table (prefix rules also cover the paths below them: see isRedirectSource). */
export const redirectSourcePaths: readonly string[] = redirectTable.map((rule) => rule.from);

/** True when a request for `pathname` is redirected, so the path must stay out of sitemaps and route lists. */
export function isRedirectSource(pathname: string): boolean {
  return resolveRedirect(pathname, "") !== null;
}
