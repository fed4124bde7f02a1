import type { ArticleRef, NewsCategory, ReleaseNoteProduct } from "./catalogue";

/** One news index page (`/news`, `/news/info`, `/news/update/goyodx`, …) and which articles it lists. */
export interface NewsListing {
  path: string;
  /** Label of its tab and of the category shown on each article. */
  label: string;
  /** Articles of this category (and product); none: every article. */
  category?: NewsCategory;
  product?: ReleaseNoteProduct;
  /** The row of tabs shown above the list: every category, or the products of the release notes. */
  tabs: "news" | "update";
}

export const newsListings = [
  {
    path: "/news",
    label: "すべて",
    tabs: "news",
  },
  {
    path: "/news/info",
    label: "お知らせ",
    category: "info",
    tabs: "news",
  },
  {
    path: "/news/pressrelease",
    label: "プレスリリース",
    category: "pressrelease",
    tabs: "news",
  },
  {
    path: "/news/update",
    label: "アップデート",
    category: "update",
    tabs: "update",
  },
  {
    path: "/news/ios",
    label: "iOS対応",
    category: "ios",
    tabs: "news",
  },
  {
    path: "/news/maintenance",
    label: "メンテナンス",
    category: "maintenance",
    tabs: "news",
  },
  {
    path: "/news/media",
    label: "メディア掲載",
    category: "media",
    tabs: "news",
  },
  {
    path: "/news/campaign",
    label: "キャンペーン",
    category: "campaign",
    tabs: "news",
  },
  {
    path: "/news/terms",
    label: "規約改定",
    category: "terms",
    tabs: "news",
  },
  {
    path: "/news/productlifecycle",
    label: "製品ライフサイクル",
    category: "productlifecycle",
    tabs: "news",
  },
  {
    path: "/news/kenshu",
    label: "研修",
    category: "kenshu",
    tabs: "news",
  },
  {
    path: "/news/summer",
    label: "夏季休業",
    category: "summer",
    tabs: "news",
  },
  {
    path: "/news/winter",
    label: "年末年始休業",
    category: "winter",
    tabs: "news",
  },
  {
    path: "/news/gw",
    label: "GW休業",
    category: "gw",
    tabs: "news",
  },
  {
    path: "/news/update/cloud",
    label: "現場蔵クラウド",
    category: "update",
    product: "cloud",
    tabs: "update",
  },
  {
    path: "/news/update/cloud_app",
    label: "現場蔵クラウド アプリ",
    category: "update",
    product: "cloud_app",
    tabs: "update",
  },
  {
    path: "/news/update/dekigata",
    label: "現場蔵 出来形",
    category: "update",
    product: "dekigata",
    tabs: "update",
  },
  {
    path: "/news/update/goyo",
    label: "現場蔵 御用達",
    category: "update",
    product: "goyo",
    tabs: "update",
  },
  {
    path: "/news/update/goyo2021",
    label: "現場蔵 御用達2021",
    category: "update",
    product: "goyo2021",
    tabs: "update",
  },
  {
    path: "/news/update/goyodx",
    label: "現場蔵 御用達DX",
    category: "update",
    product: "goyodx",
    tabs: "update",
  },
  {
    path: "/news/update/media",
    label: "インストールメディア",
    category: "update",
    product: "media",
    tabs: "update",
  },
] as const satisfies readonly NewsListing[];

export type NewsListingPath = (typeof newsListings)[number]["path"];

export const articlesPerPage = 20;

export function listsArticle(listing: NewsListing, article: ArticleRef): boolean {
  if (listing.category !== undefined && listing.category !== article.category) return false;
  return listing.product === undefined || listing.product === article.product;
}

/** The listing an article's category link points to: its product's release notes, or its category. */
export function homeListingOf(article: ArticleRef): NewsListing {
  const home = [...newsListings]
    .reverse()
    .find((listing: NewsListing) => listing.category !== undefined && listsArticle(listing, article));
  if (!home) throw new Error(`No listing for ${article.path}`);
  return home;
}

/** Address of page `page` of a listing: the listing itself, then `/page/2`, `/page/3`, … */
export function listingPageHref(listingPath: string, page: number): string {
  return page === 1 ? listingPath : `${listingPath}/page/${page}`;
}

export function pageCountOf(listing: NewsListing, articles: readonly ArticleRef[]): number {
  const count = articles.filter((article) => listsArticle(listing, article)).length;
  return Math.max(1, Math.ceil(count / articlesPerPage));
}

/** `2`, `3`, … up to the page count: a page number in a path never has a leading zero, and 1 is the listing. */
export function isListingPageNumber(value: string | undefined, pageCount: number): boolean {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return false;
  const page = Number(value);
  return page >= 2 && page <= pageCount;
}

/** The tabs of a row, the current listing marked; the row's own parent listing is labelled すべて. */
export function tabsOf(current: NewsListing): { label: string; href: string; current: boolean }[] {
  const row: readonly NewsListing[] =
    current.tabs === "news"
      ? newsListings.filter((listing: NewsListing) => listing.product === undefined)
      : newsListings.filter((listing: NewsListing) => listing.category === "update");
  return row.map((listing, index) => ({
    label: current.tabs === "update" && index === 0 ? "すべて" : listing.label,
    href: listing.path,
    current: listing.path === current.path,
  }));
}
