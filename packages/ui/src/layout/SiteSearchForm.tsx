/** Where the site search answers (a shell page, ARCHITECTURE.md section 13). */
export const siteSearchPath = "/search";

export interface SiteSearchFormProps {
  /** The input's id: unique in the page (the header and the phone menu each have a form). */
  id: string;
  /** The query already searched (the search page shows it again). */
  query?: string;
  /** `header` and `menu` label the field for screen readers only; `page` shows its label. */
  placement: "header" | "menu" | "page";
}

/**
 * The site search box: a search landmark around a plain GET form, so it submits as a full page load
 * with or without JavaScript and adds no script to any page.
 */
export function SiteSearchForm({ id, query, placement }: SiteSearchFormProps) {
  return (
    <search className={`g-site-search g-site-search--${placement}`}>
      <form action={siteSearchPath} method="get">
        <label className={placement === "page" ? "g-site-search__label" : "g-visually-hidden"} htmlFor={id}>
          サイト内を検索
        </label>
        <span className="g-site-search__row">
          <input
            className="g-site-search__input"
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            placeholder="例:雨の日に使えるタブレット"
            autoComplete="off"
            enterKeyHint="search"
          />
          <button className="g-site-search__button" type="submit">
            検索
          </button>
        </span>
      </form>
    </search>
  );
}
