import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import { formPage } from "./kinds";
import * as server from "./ordermade.server";

/** Order-made ledger and cover formats: the examples, the two request forms and their thanks pages. */
export const ordermadeRoutes: RouteRegistration[] = [
  standardPage({
    path: "/ordermade/daicho/ordermade",
    server: server.ordermadeDaichoOrdermade,
    breadcrumbs: trail("台帳オーダーメイド", crumbs.goyo),
  }),
  formPage({
    path: "/ordermade/dxdaicho",
    server: server.ordermadeDxdaicho,
    breadcrumbs: trail("御用達DXの台帳のご依頼", crumbs.goyo, crumbs.ordermade),
  }),
  thanksPage({
    path: "/ordermade/dxdaicho/thanks",
    server: server.ordermadeDxdaichoThanks,
    breadcrumbs: trail("台帳のご依頼の受付完了", crumbs.goyo, crumbs.ordermade),
  }),
  formPage({
    path: "/ordermade/hyoushi",
    server: server.ordermadeHyoushi,
    breadcrumbs: trail("表紙のご依頼", crumbs.goyo, crumbs.ordermade),
  }),
  thanksPage({
    path: "/ordermade/hyoushi/thanks",
    server: server.ordermadeHyoushiThanks,
    breadcrumbs: trail("表紙のご依頼の受付完了", crumbs.goyo, crumbs.ordermade),
  }),
];
