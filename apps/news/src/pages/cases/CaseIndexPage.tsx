import type { PageProps } from "@genbagura/routing";
import { Heading, Page, PageHero, RelatedLinksBlock, SiteLink } from "@genbagura/ui";
import { useId } from "react";
import type { CaseIndexData } from "../../../content/cases/casePageData";
import cardStyles from "./CaseCard.module.css";
import filterStyles from "./CaseFilters.module.css";

/** `/case` and its filtered pages: filters are links to prerendered pages, so they work without JavaScript. */
export default function CaseIndexPage({ data }: PageProps<CaseIndexData>) {
  const listHeadingId = useId();
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      <nav className={filterStyles.filters} aria-label="導入事例の絞り込み">
        {data.filters.map((group) => (
          <div className="g-category-tabs" key={group.label}>
            <p className={filterStyles.label}>{`${group.label}で絞り込む`}</p>
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
      <section className="g-listing" aria-labelledby={listHeadingId}>
        <Heading level={2} id={listHeadingId}>
          {data.listHeading}
        </Heading>
        <ul className="g-listing__list">
          {data.cases.map((card) => (
            <li className="g-listing__item" key={card.href}>
              <img
                className={cardStyles.logo}
                src={card.logo.src}
                alt={card.logo.alt}
                width={card.logo.width}
                height={card.logo.height}
                loading="lazy"
                decoding="async"
              />
              <p className="g-listing__meta">
                {card.tags.map((tag) => (
                  <span className="g-listing__category" key={tag}>
                    {tag}
                  </span>
                ))}
              </p>
              <h3 className="g-listing__title">
                <SiteLink href={card.href} className="g-listing__link">
                  {`${card.company}様 ${card.title}`}
                </SiteLink>
              </h3>
              <p className="g-listing__summary">{card.summary}</p>
              {card.keyResult ? (
                <div className={cardStyles.result}>
                  <p className={cardStyles.resultValue}>{card.keyResult.value}</p>
                  <p className={cardStyles.resultLabel}>{card.keyResult.label}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <RelatedLinksBlock heading="事例に登場する製品" links={data.products} />
    </Page>
  );
}
