import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import { adLandingPage, formPage } from "./kinds";
import * as server from "./landing.server";

/** Advertising landing pages (adlp): simple header, their own short form, proof from news's cases. */
export const landingRoutes: RouteRegistration[] = [
  adLandingPage({
    reads: ["news"],
    path: "/adlp/goyodx",
    server: server.adlpGoyodx,
    breadcrumbs: trail("無料体験のご案内", crumbs.goyo, crumbs.goyoDx),
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/products/goyo_dx/01",
    server: server.adlpProductsGoyoDx01,
    breadcrumbs: trail("残業を減らす台帳づくり", crumbs.goyo, crumbs.goyoDx),
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/products/goyo",
    server: server.adlpProductsGoyo,
    breadcrumbs: trail("御用達から御用達DXへ", crumbs.goyo),
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/kokuban",
    server: server.adlpKokuban,
    breadcrumbs: trail("電子小黒板アプリのご案内", crumbs.kokuban),
  }),
  formPage({
    path: "/adlp/kokuban/request",
    layout: "default-simple-header",
    server: server.adlpKokubanRequest,
    breadcrumbs: trail("資料請求", crumbs.kokuban, {
      label: "電子小黒板アプリのご案内",
      href: "/adlp/kokuban",
    }),
  }),
  thanksPage({
    path: "/adlp/kokuban/thanks",
    server: server.adlpKokubanThanks,
    breadcrumbs: trail("受付完了", crumbs.kokuban, { label: "資料請求", href: "/adlp/kokuban/request" }),
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/sho_kokuban",
    server: server.adlpShoKokuban,
    breadcrumbs: trail("電子小黒板への切り替え"),
  }),
];
