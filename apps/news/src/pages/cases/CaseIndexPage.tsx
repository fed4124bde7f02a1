import type { PageProps } from "@genbagura/routing";
import { CaseCard, Heading, Page, PageHero, RelatedLinksBlock, SiteLink } from "@genbagura/ui";
import { useId } from "react";
import type { CaseIndexData } from "../../../content/cases/casePageData";
import filterStyles from "./CaseFilters.module.css";

/** `/case` and its filtered pages: filters are links to prerendered pages, so they work without JavaScript. */
export default function CaseIndexPage({ data }: PageProps<CaseIndexData>) {
  const listHeadingId = useId();
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      <nav className={filterStyles.filters} aria-label="導入事例の絞り込み">
        {data.filters.map((group) => (
          <div className={`g-category-tabs ${filterStyles.group}`} key={group.label}>
            <p className={filterStyles.label}>
              {group.label}
              <span className="g-visually-hidden-narrow">で絞り込む</span>
            </p>
            <ul className={`g-category-tabs__list ${filterStyles.chips}`}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    className="g-category-tabs__link"
                    aria-current={link.current ? "page" : undefined}
                  >
                    {`${link.label}(${link.count}件)`}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section className="g-case-cards" aria-labelledby={listHeadingId}>
        <Heading level={2} id={listHeadingId}>
          {data.listHeading}
        </Heading>
        <ul className="g-case-cards__list g-grid-list">
          {data.cases.map((card) => (
            <CaseCard key={card.href} card={card} titleLevel={3} />
          ))}
        </ul>
      </section>
      <RelatedLinksBlock heading="事例に登場する製品" links={data.products} />
    </Page>
  );
}
