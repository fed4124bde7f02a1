import type { RouteRegistration } from "@genbagura/routing";
import { supportFaqPage } from "./kinds";
import * as server from "./supportFaqRoutes.server";

const faqCrumb = { label: "よくあるご質問", href: "/faq" };

// The support desk's Q&A per product. `/faq/support` itself and `/faq/support/pad` are redirect sources.
export const supportFaqRoutes: RouteRegistration[] = [
  supportFaqPage({
    path: "/faq/support/cals_guide",
    server: server.faqSupportCalsGuide,
    breadcrumbs: [faqCrumb, { label: "電子納品のサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/cloud",
    server: server.faqSupportCloud,
    breadcrumbs: [faqCrumb, { label: "現場蔵クラウドのサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/cloud_lite",
    server: server.faqSupportCloudLite,
    breadcrumbs: [faqCrumb, { label: "現場蔵クラウド ライトプランのサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/dekigata",
    server: server.faqSupportDekigata,
    breadcrumbs: [faqCrumb, { label: "現場蔵 出来形のサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/drive",
    server: server.faqSupportDrive,
    breadcrumbs: [faqCrumb, { label: "現場蔵ドライブのサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/goyo",
    server: server.faqSupportGoyo,
    reads: ["goyo"],
    breadcrumbs: [faqCrumb, { label: "現場蔵 御用達のサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/goyodx",
    server: server.faqSupportGoyodx,
    breadcrumbs: [faqCrumb, { label: "現場蔵 御用達DXのサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/kokuban",
    server: server.faqSupportKokuban,
    breadcrumbs: [faqCrumb, { label: "現場蔵 工事黒板のサポートQ&A" }],
  }),
  supportFaqPage({
    path: "/faq/support/pix",
    server: server.faqSupportPix,
    breadcrumbs: [faqCrumb, { label: "現場蔵PixのサポートQ&A" }],
  }),
];
