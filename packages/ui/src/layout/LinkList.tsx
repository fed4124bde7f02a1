import type { ReactNode } from "react";
import { SiteLink } from "../components/SiteLink";

export interface NavLink {
  label: string;
  href: string;
}

export interface LinkListProps<Item extends NavLink> {
  links: readonly Item[];
  /** Of the list, each item and each link. */
  className: string;
  itemClassName?: string;
  linkClassName: string;
  /** `aria-current` of an item's link on the page being shown. */
  current?: (item: Item) => "page" | "true" | undefined;
  /** What follows the link inside its item (a group's own list of links). */
  after?: (item: Item) => ReactNode;
}

/** A list of site links: the navigation of the header, the menu and the footer, and category tabs. */
export function LinkList<Item extends NavLink>({
  links,
  className,
  itemClassName,
  linkClassName,
  current,
  after,
}: LinkListProps<Item>) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li className={itemClassName} key={`${item.href} ${item.label}`}>
          <SiteLink href={item.href} className={linkClassName} aria-current={current?.(item)}>
            {item.label}
          </SiteLink>
          {after?.(item)}
        </li>
      ))}
    </ul>
  );
}

export interface LinkGroup extends NavLink {
  links: readonly NavLink[];
}

/**
 * Groups of links, each headed by a link to its hub (the footer, the header's menu). Class names follow
 * one pattern from `classPrefix`: `groups`, `group`, `group-link`, `links`, `link`.
 */
export function LinkGroups({
  groups,
  classPrefix,
  current,
}: {
  groups: readonly LinkGroup[];
  classPrefix: string;
  /** `aria-current` of a link to `href` on the page being shown. */
  current?: (href: string) => "page" | "true" | undefined;
}) {
  const currentOf = current && ((link: NavLink) => current(link.href));
  return (
    <LinkList
      links={groups}
      className={`${classPrefix}groups`}
      itemClassName={`${classPrefix}group`}
      linkClassName={`${classPrefix}group-link`}
      current={currentOf}
      after={(group) => (
        <LinkList
          links={group.links}
          className={`${classPrefix}links`}
          linkClassName={`${classPrefix}link`}
          current={currentOf}
        />
      )}
    />
  );
}
