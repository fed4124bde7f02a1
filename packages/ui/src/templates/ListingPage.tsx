import { useId } from "react";
import { CategoryTabs } from "../components/CategoryTabs";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import { Pagination } from "../components/Pagination";
import { SiteLink } from "../components/SiteLink";
import type { ListingPageContent } from "../content/pages";
import { formatDateJa, toIsoDate } from "../format/date";

/** News, seminar and case indexes: category links, a dated list and page links. */
export function ListingPage({ data: content }: { data: ListingPageContent }) {
  const { title, lead, categories, items, pagination, emptyMessage } = content;
  const listHeadingId = useId();
  const currentCategory = categories.find((category) => category.current)?.label;
  return (
    <Page>
      <PageHero title={title} lead={lead} />
      <CategoryTabs categories={categories} />
      <section className="g-listing" aria-labelledby={listHeadingId}>
        <h2 className="g-visually-hidden" id={listHeadingId}>
          {currentCategory ? `${currentCategory}の一覧` : `${title}の一覧`}
        </h2>
        {items.length === 0 ? (
          <p className="g-listing__empty">{emptyMessage ?? "該当する記事はまだありません。"}</p>
        ) : (
          <ul className="g-listing__list">
            {items.map((item) => (
              <li className="g-listing__item" key={item.href}>
                <p className="g-listing__meta">
                  {/* A space keeps date and category apart in copied or extracted text; the flex gap lays them out. */}
                  <time dateTime={toIsoDate(item.date)}>{formatDateJa(item.date)}</time>{" "}
                  <span className="g-listing__category">{item.category}</span>
                </p>
                <h3 className="g-listing__title">
                  <SiteLink href={item.href} className="g-listing__link">
                    {item.title}
                  </SiteLink>
                </h3>
                {item.summary ? <p className="g-listing__summary">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {pagination ? <Pagination {...pagination} /> : null}
    </Page>
  );
}

export default ListingPage;
