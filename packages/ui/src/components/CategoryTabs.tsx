import type { ListingCategory } from "../content/pages";
import { LinkList } from "../layout/LinkList";

/** Category filters as links (each category is its own page), so they work without JavaScript. */
export function CategoryTabs({ categories }: { categories: readonly ListingCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className="g-category-tabs" aria-label="カテゴリ">
      <LinkList
        links={categories}
        className="g-category-tabs__list"
        linkClassName="g-category-tabs__link"
        current={(category) => (category.current ? "page" : undefined)}
      />
    </nav>
  );
}
