import type { RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import { cloudCrumb, cloudPlanPage, cloudProductPage } from "./kinds";
import * as server from "./serviceRoutes.server";

/** The service's own pages: top, overview, getting started, plans, comparison and sign-in. */
export const serviceRoutes: RouteRegistration[] = [
  cloudProductPage({
    path: "/cloud",
    breadcrumbs: [{ label: "現場蔵クラウド" }],
    server: server.cloud,
    reads: ["news"],
  }),
  cloudProductPage({
    path: "/cloud/overview",
    server: server.cloudOverview,
    breadcrumbs: [cloudCrumb, { label: "機能一覧" }],
  }),
  cloudProductPage({
    path: "/cloud/start",
    server: server.cloudStart,
    breadcrumbs: [cloudCrumb, { label: "はじめかた" }],
    guards: ["ios"],
  }),
  cloudPlanPage({
    path: "/cloud/plan",
    server: server.cloudPlan,
    breadcrumbs: [cloudCrumb, { label: "料金プラン" }],
  }),
  standardPage({
    path: "/cloud/plan/chart",
    server: server.cloudPlanChart,
    breadcrumbs: [cloudCrumb, { label: "料金プラン", href: "/cloud/plan" }, { label: "機能比較表" }],
  }),
  cloudProductPage({
    path: "/cloud/compare",
    server: server.cloudCompare,
    breadcrumbs: [cloudCrumb, { label: "紙やファイル共有サービスとの比較" }],
  }),
  cloudProductPage({
    path: "/cloud/login",
    server: server.cloudLogin,
    breadcrumbs: [cloudCrumb, { label: "サインイン" }],
  }),
];
