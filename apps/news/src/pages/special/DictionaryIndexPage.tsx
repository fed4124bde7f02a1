import type { PageProps } from "@genbagura/routing";
import { Page, PageHero, RelatedLinksBlock } from "@genbagura/ui";

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
        <RelatedLinksBlock key={row.id} id={`gyou-${row.id}`} heading={row.label} links={row.terms} />
      ))}
      <RelatedLinksBlock heading="あわせて読む" links={[data.glossary]} />
    </Page>
  );
}
