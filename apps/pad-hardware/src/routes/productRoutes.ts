import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import { formPage, hardwareProductPage } from "./kinds";
import * as server from "./productRoutes.server";

/** Product pages of the hardware family, their earlier generations, and the Pad's blackboard service. */
export const productRoutes: RouteRegistration[] = [
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad",
    breadcrumbs: [{ label: "現場蔵Pad" }],
    server: server.pad,
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/dx",
    server: server.padDx,
    breadcrumbs: trail("現場蔵Pad DX", crumbs.pad),
  }),
  standardPage({
    path: "/pad/dx/5th",
    server: server.padDx5th,
    breadcrumbs: trail("第5世代で変わったこと", crumbs.pad, crumbs.padDx),
  }),
  standardPage({
    path: "/pad/4th",
    server: server.pad4th,
    breadcrumbs: trail("第4世代の仕様とサポート", crumbs.pad, crumbs.padDx),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/mini",
    server: server.padMini,
    breadcrumbs: trail("現場蔵Pad Mini", crumbs.pad),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/minitough/2nd",
    server: server.padMinitough2nd,
    breadcrumbs: trail("現場蔵Pad Mini Tough", crumbs.pad),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/tough",
    server: server.padTough,
    breadcrumbs: trail("現場蔵Pad Tough", crumbs.pad),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/tough/2nd",
    server: server.padTough2nd,
    breadcrumbs: trail("第2世代", crumbs.pad, crumbs.padTough),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/tough_10",
    server: server.padTough10,
    breadcrumbs: trail("現場蔵Pad Tough 10", crumbs.pad),
  }),
  standardPage({
    path: "/pad/tough/tainetsu",
    server: server.padToughTainetsu,
    breadcrumbs: trail("耐熱試験", crumbs.pad, crumbs.padTough),
  }),
  standardPage({
    path: "/pad/case",
    server: server.padCase,
    breadcrumbs: trail("導入事例", crumbs.pad),
  }),
  standardPage({
    path: "/pad/compare/iOS",
    server: server.padCompareIOS,
    breadcrumbs: trail("iPhone・iPadとの比較", crumbs.pad),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pad/kokuban",
    server: server.padKokuban,
    breadcrumbs: trail("電子小黒板", crumbs.pad),
  }),
  formPage({
    path: "/pad/kokuban/ordermade",
    server: server.padKokubanOrdermade,
    breadcrumbs: trail("黒板様式のオーダーメイド", crumbs.pad, crumbs.padKokuban),
  }),
  thanksPage({
    path: "/pad/kokuban/ordermade/thanks",
    server: server.padKokubanOrdermadeThanks,
    breadcrumbs: trail("受付完了", crumbs.pad, crumbs.padKokuban, crumbs.orderMade),
  }),
  formPage({
    path: "/pad/kokuban/ordermade/mamezu",
    server: server.padKokubanOrdermadeMamezu,
    breadcrumbs: trail("豆図の作成依頼", crumbs.pad, crumbs.padKokuban),
  }),
  thanksPage({
    path: "/pad/kokuban/ordermade/mamezu/thanks",
    server: server.padKokubanOrdermadeMamezuThanks,
    breadcrumbs: trail("受付完了", crumbs.pad, crumbs.padKokuban, crumbs.mamezu),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pocket",
    server: server.pocket,
    breadcrumbs: trail("現場蔵Pocket", crumbs.hardware),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/pocket/tough",
    server: server.pocketTough,
    breadcrumbs: trail("現場蔵Pocket Tough", crumbs.hardware, crumbs.pocket),
  }),
  standardPage({
    path: "/pocket/tough/1st",
    server: server.pocketTough1st,
    breadcrumbs: trail("第1世代の仕様とサポート", crumbs.hardware, crumbs.pocket, crumbs.pocketTough),
  }),
  standardPage({
    path: "/pocket/tough/1th",
    server: server.pocketTough1th,
    breadcrumbs: trail("第1世代からの買い替え", crumbs.hardware, crumbs.pocket, crumbs.pocketTough),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/powerkit",
    server: server.powerkit,
    breadcrumbs: trail("現場蔵PowerKit", crumbs.hardware),
  }),
  standardPage({
    path: "/powerkit/old",
    server: server.powerkitOld,
    breadcrumbs: trail("初代の仕様とサポート", crumbs.hardware, crumbs.powerkit),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/cam",
    server: server.cam,
    breadcrumbs: trail("現場蔵カメラ", crumbs.hardware),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/cliplight",
    server: server.cliplight,
    breadcrumbs: trail("LEDクリップライト", crumbs.hardware),
  }),
  hardwareProductPage({
    // The customers' wordmarks come from the news family's cases.
    reads: ["news"],
    path: "/care",
    server: server.care,
    breadcrumbs: trail("現場蔵ケア", crumbs.hardware),
  }),
];
