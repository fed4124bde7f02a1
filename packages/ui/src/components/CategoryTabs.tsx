import type { ListingCategory } from "../content/pages";
import { SiteLink } from "./SiteLink";

/** Category filters as links (each category is its own page), so they work without JavaScript. */
export function CategoryTabs({ categories }: { categories: readonly ListingCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className="g-category-tabs" aria-label="カテゴリ">
      <ul className="g-category-tabs__list">
        {categories.map((category) => (
          <li key={category.href}>
            <SiteLink
              href={category.href}
              className="g-category-tabs__link"
              aria-current={category.current ? "page" : undefined}
            >
              {category.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
