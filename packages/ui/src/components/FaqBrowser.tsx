import { useEffect, useId, useState } from "react";
import { FaqList } from "../blocks/FaqList";
import { Section } from "../blocks/Section";
import type { FaqItem } from "../content/blocks";
import type { FaqCategory } from "../content/pages";
import { faqMatches, queryTerms } from "./faqSearch";

export interface FaqBrowserProps {
  categories: readonly FaqCategory[];
}

/**
 * Every question of every category, grouped under category headings. The search box filters in the
 * browser; it stays disabled until JavaScript runs, because without it the box could not do anything,
 * and the full list is shown instead.
 */
export function FaqBrowser({ categories }: FaqBrowserProps) {
  const [query, setQuery] = useState("");
  const [searchEnabled, setSearchEnabled] = useState(false);
  const inputId = useId();
  useEffect(() => setSearchEnabled(true), []);

  const terms = queryTerms(query);
  const filtering = terms.length > 0;
  const isVisible = (item: FaqItem) => faqMatches(item, terms);
  const matchCount = categories.reduce(
    (count, category) => count + category.items.filter(isVisible).length,
    0,
  );

  return (
    <div className="g-faq-browser">
      <search className="g-faq-browser__search">
        <label className="g-faq-browser__label" htmlFor={inputId}>
          よくあるご質問を検索
        </label>
        <input
          className="g-faq-browser__input"
          id={inputId}
          type="search"
          // Disabled, not hidden, until the script runs: the box keeps its place, so nothing shifts.
          disabled={!searchEnabled}
          value={query}
          placeholder="例:電子小黒板 改ざん検知"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="g-faq-browser__status" role="status">
          {filtering ? `${matchCount}件の質問が見つかりました。` : ""}
        </p>
      </search>
      {categories.length > 1 ? (
        <nav className="g-faq-browser__toc" aria-label="質問のカテゴリ">
          <ul className="g-wrap-list">
            {categories.map((category) => (
              <li key={category.id}>
                <a className="g-faq-browser__toc-link" href={`#${category.id}`}>
                  {category.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.map((category) => (
        <Section
          key={category.id}
          id={category.id}
          heading={category.label}
          level={2}
          className="g-faq-browser__section"
          hidden={filtering && !category.items.some(isVisible)}
        >
          <FaqList items={category.items} isVisible={filtering ? isVisible : undefined} />
        </Section>
      ))}
      {filtering && matchCount === 0 ? (
        <p className="g-faq-browser__empty">
          該当する質問が見つかりませんでした。別の言葉で検索するか、お問い合わせフォームからご質問ください。
        </p>
      ) : null}
    </div>
  );
}
