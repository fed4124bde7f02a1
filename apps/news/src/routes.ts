import { defineRoute, type RouteRegistration } from "@genbagura/routing";

const routes: RouteRegistration[] = [
  defineRoute({
    path: "/news",
    layout: "default",
    title: "ニュース",
    description: "現場蔵の製品アップデート、キャンペーン、メンテナンス、プレスリリースなどのお知らせ一覧です。",
    page: () => import("./pages/NewsTopPage"),
  }),
  defineRoute({
    path: "/case",
    layout: "default",
    title: "導入事例",
    description: "現場蔵を導入した全国の建設会社の事例をご紹介します。",
    page: () => import("./pages/CaseTopPage"),
  }),
];

export default routes;
