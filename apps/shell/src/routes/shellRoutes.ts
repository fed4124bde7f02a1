import { defineRoute, type RouteRegistration } from "@genbagura/routing";
import type { HomePageData } from "../pages/HomePage";
import { companyRoutes } from "./companyRoutes";
import { testPageRoutes } from "./testPageRoutes";

/** The pages the shell owns (ARCHITECTURE.md section 2), registered like any remote's. */
export const shellRoutes: RouteRegistration[] = [
  defineRoute<HomePageData>({
    path: "/",
    layout: "default",
    title: "現場蔵",
    description:
      "現場蔵は電子小黒板・工事写真台帳・クラウド・工事写真専用タブレットで、建設現場の写真管理と施工管理をまとめて効率化する建設DXプラットフォームです。",
    reads: ["news"],
    load: async (_params, context) => ({
      data: {
        news: await context.highlights("news", 5),
        cases: await context.highlights("cases", 3),
        drawings: (await import("../pages/homeDrawings")).homeDrawings(),
      },
    }),
    page: () => import("../pages/HomePage"),
  }),
  defineRoute({
    path: "/error",
    layout: "default",
    // The apology page's title is the brand and its tagline (spec section 2).
    title: "現場蔵",
    description: "ページを正しく表示できませんでした。トップページからもう一度お試しください。",
    noindex: true,
    page: () => import("../pages/ApologyPage"),
  }),
  defineRoute({
    path: "/error/500",
    layout: "default",
    title: "現場蔵",
    description: "サーバーでエラーが発生しました。トップページからもう一度お試しください。",
    noindex: true,
    page: () => import("../pages/ApologyPage"),
  }),
  defineRoute({
    path: "/test_prod/error50x",
    layout: "default",
    title: "サーバーエラーの確認",
    description: "サーバー側の5xxエラーの表示を確かめるためのテストページです。",
    noindex: true,
    // A real server-side failure: the loader throws, the server answers 500 and the error page follows.
    load: async () => {
      throw new Response("Intentional server error for testing", {
        status: 500,
        statusText: "Internal Server Error",
      });
    },
    page: () => import("../pages/ApologyPage"),
  }),
  ...testPageRoutes,
  ...companyRoutes,
];
