import { apologyPage, chooserPage, homePage, searchPage } from "./kinds";
import { searchUnavailableError } from "./routeErrors";

// The server halves of the pages of ./shellRoutes.ts: never in a browser build.

export const home = homePage.server({
  title: "現場蔵",
  description:
    "現場蔵は電子小黒板・工事写真台帳・クラウド・工事写真専用タブレットで、建設現場の写真管理と施工管理をまとめて効率化する建設DXプラットフォームです。",
  content: async ({ context }) => {
    const [news, cases, { caseCardsOf, logoWallOf }, { homeDrawings }] = await Promise.all([
      context.highlights("news", 5),
      // The newest cases: three as cards, and up to ten customers' wordmarks.
      context.highlights("cases", 10),
      import("@genbagura/ui/proofBlocks"),
      import("../pages/homeDrawings"),
    ]);
    return {
      news,
      cases: caseCardsOf(cases.slice(0, 3)) ?? null,
      customers: logoWallOf(cases) ?? null,
      drawings: homeDrawings(),
    };
  },
});

export const chooser = chooserPage.server({
  title: "製品の選び方 どれを選べばいい？",
  description:
    "現場蔵のアプリとクラウド、工事写真専用タブレット、台帳ソフトの御用達DXを並べ、それぞれどんな方に向いているかと、料金、無料体験・資料請求の窓口をまとめました。",
  content: async ({ context }) => (await import("../pages/chooserData")).chooserData(await context.prices()),
});

// The apology page's title is the brand and its tagline (spec section 2).
export const error = apologyPage.server({
  title: "現場蔵",
  description: "ページを正しく表示できませんでした。トップページからもう一度お試しください。",
});

export const error500 = apologyPage.server({
  title: "現場蔵",
  description: "サーバーでエラーが発生しました。トップページからもう一度お試しください。",
});

export const testProdError50x = apologyPage.server({
  title: "サーバーエラーの確認",
  description: "サーバー側の5xxエラーの表示を確かめるためのテストページです。",
  content: async () => {
    throw new Response("Intentional server error for testing", {
      status: 500,
      statusText: "Internal Server Error",
    });
  },
});

// Answers from the index of the visitor's versions; without one, only this page is unavailable (503).
export const search = searchPage.server({
  title: "サイト内検索",
  description:
    "現場蔵のサイト内をキーワードで検索できます。製品、料金、よくあるご質問、サポート情報をまとめて探せます。",
  content: async ({ context }) => {
    const answer = await context.search();
    if (!answer) throw searchUnavailableError("/search");
    return answer;
  },
});
