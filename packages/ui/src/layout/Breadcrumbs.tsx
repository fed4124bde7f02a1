import type { Breadcrumb } from "@genbagura/routing";
import { SiteLink } from "../components/SiteLink";

export interface BreadcrumbsProps {
  /** The trail as the route contract defines it (the shell prepends the home crumb). */
  items: readonly Breadcrumb[];
}

/** The trail above a page; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav className="g-breadcrumbs" aria-label="パンくずリスト">
      <ol className="g-breadcrumbs__list">
        {items.map((item, index) => (
          <li className="g-breadcrumbs__item" key={`${item.label}${item.href ?? ""}`}>
            {index === lastIndex || item.href === undefined ? (
              <span aria-current={index === lastIndex ? "page" : undefined}>{item.label}</span>
            ) : (
              <SiteLink className="g-breadcrumbs__link" href={item.href}>
                {item.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
