import { defineRoute, type RouteRegistration } from "@genbagura/routing";

const routes: RouteRegistration[] = [
  defineRoute({
    path: "/cloud",
    layout: "default",
    title: "現場蔵クラウド",
    description: "工事写真と黒板をクラウドで共有する現場蔵クラウドのご案内です。",
    page: () => import("./pages/CloudTopPage"),
  }),
];

export default routes;
