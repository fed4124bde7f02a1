import { trimTrailingSlashes } from "@genbagura/routing";
import type { NavGroup } from "../siteNav";

/** What a navigation link is for the current path: the page itself, its section, or neither. */
export type NavCurrent = "page" | "true" | undefined;

/** Linear in the path's length, whatever the visitor typed (see `trimTrailingSlashes`). */
const normalisePath = trimTrailingSlashes;

/** `aria-current` for a link to `href` when the visitor is on `pathname`. */
export function linkCurrent(href: string, pathname: string): NavCurrent {
  return normalisePath(href) === normalisePath(pathname) ? "page" : undefined;
}

/** `aria-current` for a family hub link: "page" on the hub, "true" anywhere inside the family. */
export function groupCurrent(group: NavGroup, pathname: string): NavCurrent {
  const path = normalisePath(pathname);
  if (normalisePath(group.href) === path) return "page";
  const inFamily =
    path.startsWith(`${normalisePath(group.href)}/`) ||
    group.links.some((link) => normalisePath(link.href) === path);
  return inFamily ? "true" : undefined;
}
