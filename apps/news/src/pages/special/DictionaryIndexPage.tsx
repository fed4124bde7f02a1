import type { PageProps } from "@genbagura/routing";
import { Page, PageHero, RelatedLinksBlock, Section, SiteLink } from "@genbagura/ui";

import type { DictionaryIndexData } from "../../../content/pageData";

/** The dictionary's 五十音 index: a row of in-page links, then each row's terms. */
export default function DictionaryIndexPage({ data }: PageProps<DictionaryIndexData>) {
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      <nav className="g-category-tabs" aria-label="五十音で探す">
        <ul className="g-category-tabs__list">
          {data.rows.map((row) => (
            <li key={row.id}>
              <a className="g-category-tabs__link" href={`#gyou-${row.id}`}>
                {row.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.rows.map((row) => (
        <Section key={row.id} id={`gyou-${row.id}`} heading={row.label} level={2} className="g-related">
          <ul className="g-related__list g-grid-list">
            {row.terms.map((term) => (
              <li className="g-related__item" key={term.href}>
                <SiteLink href={term.href} className="g-related__link">
                  {term.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <RelatedLinksBlock heading="あわせて読む" links={[data.glossary]} />
    </Page>
  );
}
