import type { RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import { adLandingPage, documentThanksPage, downloadFormPage } from "./kinds";
import * as server from "./landing.server";

const exhibitionCrumb = { label: "建設現場DX展示会2021", href: "/dx_exhibition2021" };

/** Reports, events, the sales wiki and the advertising landing pages (one focused action each). */
export const landingRoutes: RouteRegistration[] = [
  downloadFormPage({
    path: "/kensetsunews/report",
    server: server.kensetsunewsReport,
    breadcrumbs: [{ label: "工事写真の実態調査レポート2025" }],
  }),
  documentThanksPage({
    path: "/kensetsunews/report/thanks",
    server: server.kensetsunewsReportThanks,
    breadcrumbs: [
      { label: "工事写真の実態調査レポート2025", href: "/kensetsunews/report" },
      { label: "お申し込み完了" },
    ],
  }),
  standardPage({
    path: "/dx_exhibition2021",
    server: server.dxExhibition2021,
    breadcrumbs: [{ label: "建設現場DX展示会2021" }],
  }),
  standardPage({
    path: "/dx_exhibition2021/04",
    server: server.dxExhibition202104,
    breadcrumbs: [exhibitionCrumb, { label: "ブースセミナー04" }],
  }),
  standardPage({
    path: "/dx2022",
    server: server.dx2022,
    breadcrumbs: [{ label: "建設現場DX展示会2022の出展レポート" }],
  }),
  standardPage({
    path: "/drone",
    server: server.drone,
    breadcrumbs: [{ label: "ドローンの写真の管理" }],
  }),
  standardPage({
    path: "/genbagurasales_wiki",
    server: server.genbagurasalesWiki,
    breadcrumbs: [{ label: "現場蔵 販売ナレッジ" }],
  }),
  adLandingPage({
    path: "/adlp/2024",
    reads: ["news"],
    server: server.adlp2024,
    breadcrumbs: [{ label: "2024年問題と工事写真の残業対策" }],
  }),
  adLandingPage({
    path: "/adlp/itsystem",
    reads: ["news"],
    server: server.adlpItsystem,
    breadcrumbs: [{ label: "建設会社のITシステム導入" }],
  }),
  adLandingPage({
    path: "/adlp/photo",
    reads: ["news"],
    server: server.adlpPhoto,
    breadcrumbs: [{ label: "工事写真の整理を自動にする" }],
  }),
  adLandingPage({
    path: "/adlp/denkou20220215",
    reads: ["news"],
    server: server.adlpDenkou20220215,
    breadcrumbs: [{ label: "電気工事の工事写真 撮影チェックリスト" }],
  }),
  documentThanksPage({
    path: "/adlp/denkou20220215/thanks",
    server: server.adlpDenkou20220215Thanks,
    breadcrumbs: [
      { label: "電気工事の撮影チェックリスト", href: "/adlp/denkou20220215" },
      { label: "お申し込み完了" },
    ],
  }),
  adLandingPage({
    path: "/adlp/case/023",
    reads: ["news"],
    server: server.adlpCase023,
    breadcrumbs: [{ label: "導入事例", href: "/case" }, { label: "株式会社みなと物流様の事例" }],
    bodyClass: "g-lp-case023",
    pageTransition: true,
  }),
];
