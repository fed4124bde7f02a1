import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { productPage, specTablePage, standardPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import { goyoCampaignPage } from "./kinds";
import * as server from "./kokuban.server";

/** 現場蔵 工事黒板 (the iPhone and iPad blackboard app) and the state of electronic blackboards. */
export const kokubanRoutes: RouteRegistration[] = [
  productPage({
    path: "/kokuban",
    breadcrumbs: [{ label: "現場蔵 工事黒板" }],
    server: server.kokuban,
    reads: ["news"],
  }),
  productPage({
    path: "/kokuban/app/daicho",
    server: server.kokubanAppDaicho,
    breadcrumbs: trail("簡易台帳機能", crumbs.kokuban),
  }),
  specTablePage({
    path: "/kokuban/spec",
    server: server.kokubanSpec,
    breadcrumbs: trail("動作環境と仕様", crumbs.kokuban),
  }),
  standardPage({
    path: "/kokuban/licensekey",
    server: server.kokubanLicensekey,
    breadcrumbs: trail("ライセンスキーの入力", crumbs.kokuban),
  }),
  goyoCampaignPage({
    path: "/kokuban/campaigns/2000review",
    server: server.kokubanCampaigns2000review,
    breadcrumbs: trail("レビュー2,000件記念キャンペーン", crumbs.kokuban),
  }),
  goyoCampaignPage({
    path: "/kokuban/campaigns/10000review",
    server: server.kokubanCampaigns10000review,
    breadcrumbs: trail("レビュー1万件記念キャンペーン", crumbs.kokuban),
  }),
  standardPage({
    path: "/kokuban_situation",
    server: server.kokubanSituation,
    breadcrumbs: trail("電子小黒板の利用状況", crumbs.kokuban),
  }),
];
