import { defineRoute, type RouteRegistration } from "@genbagura/routing";

const routes: RouteRegistration[] = [
  defineRoute({
    path: "/pad",
    layout: "default",
    title: "現場蔵Pad 工事写真専用タブレット",
    description: "電子小黒板とカメラを一体にした工事写真専用タブレット、現場蔵Padシリーズのご案内です。",
    page: () => import("./pages/PadTopPage"),
  }),
  defineRoute({
    path: "/pad/tough",
    layout: "default",
    title: "現場蔵Pad Tough",
    description: "IP68の防塵・防水性能と耐衝撃性を備えた、雨の現場でも使える工事写真専用タブレットです。",
    breadcrumbs: [{ label: "現場蔵Pad", href: "/pad" }, { label: "現場蔵Pad Tough" }],
    page: () => import("./pages/PadToughPage"),
  }),
];

export default routes;
