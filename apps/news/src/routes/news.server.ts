import { articlePage } from "@genbagura/ui/pageKinds";
import { idsOfSection, type NewsSection } from "../../content/news/catalogue";
import type { NewsListingPath } from "../../content/news/listings";
import { newsListingTexts } from "../../content/news/listingTexts";
import { newsIndexPage } from "./kinds";

// The server halves of the pages of ./news.ts: never in a browser build.

const listings = () => import("../../content/news/listingPayload");
const articles = () => import("../../content/news/articlePayload");

/** The first page of a listing. */
export const newsListing = (path: NewsListingPath) =>
  newsIndexPage.server({
    title: newsListingTexts[path].title,
    description: newsListingTexts[path].description,
    content: async () => (await listings()).newsListingPage(path, 1),
    meta: async () => (await listings()).newsListingMeta(path, 1),
  });

/** A listing's pages after the first (`<path>/page/<n>`), of `pageCount` in all. */
export const newsListingLaterPages = (path: NewsListingPath, pageCount: number) =>
  newsIndexPage.server({
    title: `${newsListingTexts[path].title}(2ページ目以降)`,
    description: newsListingTexts[path].description,
    prerender: () => Array.from({ length: pageCount - 1 }, (_, index) => ({ page: String(index + 2) })),
    content: async ({ params }) => (await listings()).newsListingPage(path, Number(params.page)),
    meta: async (_data, { params }) => (await listings()).newsListingMeta(path, Number(params.page)),
  });

const sectionTexts: Record<NewsSection, { title: string; description: string }> = {
  notice: {
    title: "お知らせ",
    description:
      "現場蔵からのお知らせです。サポート、メンテナンス、休業日、キャンペーン、製品の販売終了などをお知らせします。",
  },
  pressrelease: {
    title: "プレスリリース",
    description:
      "株式会社ミライ現場研究所のプレスリリースです。新製品、サービスの開始、調査結果などを発表しています。",
  },
  ios: {
    title: "iOS対応状況",
    description:
      "新しいiOS・iPadOSでの現場蔵のアプリの動作確認状況と、OSを更新する前にご確認いただきたい点のお知らせです。",
  },
  update: {
    title: "リリースノート",
    description:
      "現場蔵の各製品のリリースノートです。バージョン番号、公開日、新機能、改善点、修正した不具合を掲載しています。",
  },
  terms: {
    title: "利用規約改定のお知らせ",
    description:
      "現場蔵の利用規約の改定のお知らせです。改定の理由、主な変更点、改定後の規約の効力が生じる日をご案内します。",
  },
};

/** The articles of one section: one page per id of the catalogue. */
export const newsArticle = (section: NewsSection) =>
  articlePage.server({
    ...sectionTexts[section],
    prerender: () => idsOfSection(section).map((date) => ({ date })),
    content: async ({ params, context }) =>
      (await articles()).newsArticle(section, params.date ?? "", context),
    meta: async (data) => (await articles()).newsArticleMeta(data),
  });
