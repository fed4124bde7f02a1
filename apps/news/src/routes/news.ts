import type { RouteRegistration } from "@genbagura/routing";
import { articleRoute } from "@genbagura/ui/routeKinds";
import { articleRefs, idsOfSection, type NewsSection, sectionBasePaths } from "../../content/news/catalogue";
import { validateDateId } from "../../content/news/dateId";
import {
  isListingPageNumber,
  type NewsListing,
  type NewsListingPath,
  newsListings,
  pageCountOf,
} from "../../content/news/listings";
import { newsListingTexts } from "../../content/news/listingTexts";
import { newsListingRoute } from "./newsRoute";

// Only ids, categories and titles are here; articles and listings load through `content`.

const listings = () => import("../../content/news/listingPayload");
const articles = () => import("../../content/news/articlePayload");

/** A listing at its own path, and its later pages at `<path>/page/<n>` when it has more than one. */
function listingRoutes(listing: NewsListing & { path: NewsListingPath }): RouteRegistration[] {
  const pageCount = pageCountOf(listing, articleRefs);
  // Texts inside the registration: a browser build drops `title` and `description`, and with them the texts.
  const firstPage = newsListingRoute({
    path: listing.path,
    title: newsListingTexts[listing.path].title,
    description: newsListingTexts[listing.path].description,
    content: async () => (await listings()).newsListingPage(listing.path, 1),
    meta: async () => (await listings()).newsListingMeta(listing.path, 1),
  });
  if (pageCount === 1) return [firstPage];
  const laterPages = newsListingRoute({
    path: `${listing.path}/page/:page`,
    title: `${newsListingTexts[listing.path].title}(2ページ目以降)`,
    description: newsListingTexts[listing.path].description,
    validate: ({ page }) => (isListingPageNumber(page, pageCount) ? true : { statusCode: 404 }),
    prerender: () => Array.from({ length: pageCount - 1 }, (_, index) => ({ page: String(index + 2) })),
    content: async ({ params }) => (await listings()).newsListingPage(listing.path, Number(params.page)),
    meta: async (_data, { params }) => (await listings()).newsListingMeta(listing.path, Number(params.page)),
  });
  return [firstPage, laterPages];
}

const articleSections: { section: NewsSection; title: string; description: string }[] = [
  {
    section: "notice",
    title: "お知らせ",
    description:
      "現場蔵からのお知らせです。サポート、メンテナンス、休業日、キャンペーン、製品の販売終了などをお知らせします。",
  },
  {
    section: "pressrelease",
    title: "プレスリリース",
    description:
      "株式会社ミライ現場研究所のプレスリリースです。新製品、サービスの開始、調査結果などを発表しています。",
  },
  {
    section: "ios",
    title: "iOS対応状況",
    description:
      "新しいiOS・iPadOSでの現場蔵のアプリの動作確認状況と、OSを更新する前にご確認いただきたい点のお知らせです。",
  },
  {
    section: "update",
    title: "リリースノート",
    description:
      "現場蔵の各製品のリリースノートです。バージョン番号、公開日、新機能、改善点、修正した不具合を掲載しています。",
  },
  {
    section: "terms",
    title: "利用規約改定のお知らせ",
    description:
      "現場蔵の利用規約の改定のお知らせです。改定の理由、主な変更点、改定後の規約の効力が生じる日をご案内します。",
  },
];

/** `<section path>/:date`: the ids of the catalogue, every other date a 404. */
function sectionArticleRoute({ section, title, description }: (typeof articleSections)[number]) {
  const ids = idsOfSection(section);
  return articleRoute({
    path: `${sectionBasePaths[section]}/:date`,
    title,
    description,
    validate: ({ date }) => validateDateId(date, ids),
    prerender: () => ids.map((date) => ({ date })),
    content: async ({ params }) => (await articles()).newsArticle(section, params.date ?? ""),
    meta: async (data) => (await articles()).newsArticleMeta(data),
  });
}

export const newsRoutes: RouteRegistration[] = [
  ...newsListings.flatMap(listingRoutes),
  ...articleSections.map(sectionArticleRoute),
];
