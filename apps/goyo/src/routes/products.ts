import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { productPage, specTablePage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import { formPage } from "./kinds";
import * as server from "./products.server";

/** 現場蔵 御用達 and 御用達DX (PC ledger software), their features, and 現場蔵 出来形. */
export const productRoutes: RouteRegistration[] = [
  productPage({
    path: "/goyo",
    breadcrumbs: [{ label: "現場蔵 御用達" }],
    server: server.goyo,
  }),
  productPage({
    path: "/goyo/dx",
    server: server.goyoDx,
    breadcrumbs: trail("御用達DX", crumbs.goyo),
    reads: ["news"],
  }),
  specTablePage({
    path: "/goyo/dx/compare",
    server: server.goyoDxCompare,
    breadcrumbs: trail("御用達との比較", crumbs.goyo, crumbs.goyoDx),
  }),
  standardPage({
    path: "/goyo/18",
    server: server.goyo18,
    breadcrumbs: trail("御用達2018をお使いの方へ", crumbs.goyo),
  }),
  productPage({
    path: "/goyo/backup",
    server: server.goyoBackup,
    breadcrumbs: trail("バックアップ", crumbs.goyo),
  }),
  productPage({
    path: "/goyo/cals",
    server: server.goyoCals,
    breadcrumbs: trail("電子納品(CALS/EC)", crumbs.goyo),
  }),
  productPage({
    path: "/goyo/cloudalbum",
    server: server.goyoCloudalbum,
    breadcrumbs: trail("クラウドアルバム", crumbs.goyo),
  }),
  productPage({
    path: "/goyo/cloudalbum/premium",
    server: server.goyoCloudalbumPremium,
    breadcrumbs: trail("プレミアム", crumbs.goyo, { label: "クラウドアルバム", href: "/goyo/cloudalbum" }),
  }),
  productPage({
    path: "/goyo/daicho",
    server: server.goyoDaicho,
    breadcrumbs: trail("台帳の様式と印刷", crumbs.goyo),
  }),
  formPage({
    path: "/goyo/trial",
    server: server.goyoTrial,
    breadcrumbs: trail("無料体験のお申し込み", crumbs.goyo),
  }),
  thanksPage({
    path: "/goyo/trial/thanks",
    server: server.goyoTrialThanks,
    breadcrumbs: trail("お申し込み完了", crumbs.goyo, { label: "無料体験のお申し込み", href: "/goyo/trial" }),
  }),
  standardPage({
    path: "/changeguide/goyo2020",
    server: server.changeguideGoyo2020,
    breadcrumbs: trail("御用達2020からの乗り換え", crumbs.goyo, crumbs.goyoDx),
  }),
  productPage({
    path: "/dekigata",
    breadcrumbs: [{ label: "現場蔵 出来形" }],
    server: server.dekigata,
    reads: ["news"],
  }),
  productPage({
    path: "/dekigata/app",
    server: server.dekigataApp,
    breadcrumbs: trail("アプリの入手と動作環境", crumbs.dekigata),
  }),
];
