import { defineRoute, type RouteRegistration } from "@genbagura/routing";

const routes: RouteRegistration[] = [
  defineRoute({
    path: "/goyo",
    layout: "default",
    title: "現場蔵 御用達 工事写真台帳ソフト",
    description: "工事写真を取り込み、工事写真台帳を作成・印刷するPC用ソフト、現場蔵 御用達のご案内です。",
    page: () => import("./pages/GoyoTopPage"),
  }),
  defineRoute({
    path: "/goyo/dx",
    layout: "default",
    title: "現場蔵 御用達DX",
    description: "電子小黒板の情報から写真を自動で仕分け、工事写真台帳を自動作成するPC用ソフト、御用達DXのご案内です。",
    breadcrumbs: [{ label: "現場蔵 御用達", href: "/goyo" }, { label: "御用達DX" }],
    page: () => import("./pages/GoyoDxPage"),
  }),
];

export default routes;
