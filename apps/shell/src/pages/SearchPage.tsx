import {
  type PageProps,
  type SiteSearchAnswer,
  type SiteSearchHit,
  searchQueryLimit,
} from "@genbagura/routing";
import { PageHero, RelatedLinksBlock, Section, SiteLink, SiteSearchForm } from "@genbagura/ui";

/** Where a visitor goes on when the search has nothing (or nothing yet) to show. */
const waysOn = [
  { label: "よくあるご質問から探す", href: "/faq" },
  { label: "お問い合わせフォームで質問する", href: "/contact" },
  { label: "資料請求で製品をまとめて知る", href: "/document" },
  { label: "サイトマップで全ページを見る", href: "/sitemap" },
];

/** Pages most questions end on: offered before anything is searched and when nothing is found. */
const suggestedPages = [
  { label: "現場蔵Pad(工事写真専用タブレット)", href: "/pad" },
  { label: "現場蔵クラウド", href: "/cloud" },
  { label: "現場蔵 御用達(工事写真台帳・電子納品)", href: "/goyo" },
  { label: "サポート・ダウンロード", href: "/support" },
];

function ResultItem({ hit }: { hit: SiteSearchHit }) {
  return (
    <li className="g-search-results__item">
      <SiteLink href={hit.href} className="g-search-results__link">
        {hit.title}
      </SiteLink>
      <p className="g-search-results__family">{hit.family}</p>
      <p className="g-search-results__excerpt">
        {hit.excerpt.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move.
          part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}

/**
 * `/search`: the site search's results, rendered on the server from the index of the visitor's versions.
 * Works without JavaScript; the form submits as a full page load.
 */
export default function SearchPage({ data }: PageProps<SiteSearchAnswer>) {
  const { query, cut, hits } = data;
  return (
    <div className="g-page">
      <PageHero title="サイト内検索" />
      <div className="g-section g-search-results">
        <SiteSearchForm id="site-search-page" placement="page" query={query} />
        {cut ? (
          <p className="g-search-results__notice">
            {`検索語が長いため、先頭の${searchQueryLimit}文字で検索しました。`}
          </p>
        ) : null}
        {query === "" ? (
          <p className="g-search-results__summary">
            製品名や知りたいこと(例:「クラウドの解約」「電子納品」)を入力して検索してください。
          </p>
        ) : hits.length === 0 ? (
          <p className="g-search-results__summary">
            {`「${query}」に一致するページは見つかりませんでした。言葉を短くするか、別の言い方でお試しください。よくあるご質問やお問い合わせフォームもご利用いただけます。`}
          </p>
        ) : (
          <p className="g-search-results__summary">
            {`「${query}」に一致するページ:${hits.length}件(関連の高い順)`}
          </p>
        )}
        {hits.length > 0 ? (
          <ol className="g-search-results__list">
            {hits.map((hit) => (
              <ResultItem hit={hit} key={hit.href} />
            ))}
          </ol>
        ) : null}
      </div>
      {hits.length === 0 ? (
        <Section heading="よく見られているページ" level={2} className="g-search-suggestions">
          <ul className="g-search-suggestions__list">
            {suggestedPages.map((page) => (
              <li key={page.href}>
                <SiteLink href={page.href}>{page.label}</SiteLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <RelatedLinksBlock heading="見つからないときは" links={waysOn} />
    </div>
  );
}
