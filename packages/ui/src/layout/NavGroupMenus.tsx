import type { MouseEvent } from "react";
import { SiteLink } from "../components/SiteLink";
import type { NavLinkItem } from "../navLinks";
import type { NavGroup } from "../siteNav";
import { groupCurrent, linkCurrent } from "./navigationState";

/**
 * A followed link folds the menus it sits in: a client-side navigation keeps the header, which would
 * otherwise leave the dropdown the visitor came from open over the new page. (Remounting the bar by a key
 * left the old one in the page beside the new one.) Enter on a link is a click too.
 */
function foldMenus(event: MouseEvent<HTMLElement>) {
  let menu = event.currentTarget.closest("details");
  while (menu) {
    menu.open = false;
    menu = menu.parentElement?.closest("details") ?? null;
  }
}

/**
 * The header's groups of links as native disclosures: each group folds and unfolds without JavaScript.
 * The desktop bar shows them as dropdown panels, the phone menu as an accordion; both are drawn from the
 * one nav table (`globalNav`), so they cannot list different products.
 */
export function NavGroupMenus({
  groups,
  pathname,
  classPrefix,
  exclusive,
}: {
  groups: readonly NavGroup[];
  pathname: string;
  /** `g-nav__` (desktop bar) or `g-menu__` (phone menu): `group`, `summary`, `panel`, `links`, `link`. */
  classPrefix: string;
  /** A `name` shared by the groups, so opening one closes the others (the desktop dropdowns). */
  exclusive?: string;
}) {
  return (
    <ul className={`${classPrefix}groups`}>
      {groups.map((group) => (
        <li className={`${classPrefix}group`} key={group.href}>
          <details className={`${classPrefix}details`} name={exclusive}>
            <summary
              className={`${classPrefix}summary`}
              aria-current={groupCurrent(group, pathname) ? "true" : undefined}
            >
              {group.label}
            </summary>
            <ul className={`${classPrefix}links`}>
              {group.links.map((link: NavLinkItem) => (
                <li
                  className={`${classPrefix}item ${classPrefix}item--${link.description ? "product" : "page"}`}
                  key={`${link.href} ${link.label}`}
                >
                  <SiteLink
                    href={link.href}
                    className={`${classPrefix}link`}
                    aria-current={linkCurrent(link.href, pathname)}
                    onClick={foldMenus}
                  >
                    <span className={`${classPrefix}name`}>{link.label}</span>
                    {link.description ? (
                      <span className={`${classPrefix}description`}>{link.description}</span>
                    ) : null}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
