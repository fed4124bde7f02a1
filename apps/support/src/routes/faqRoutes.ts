import type { RouteRegistration } from "@genbagura/routing";
import * as server from "./faqRoutes.server";
import { supportFaqPage } from "./kinds";

const faqCrumb = { label: "よくあるご質問", href: "/faq" };

export const faqRoutes: RouteRegistration[] = [
  supportFaqPage({
    path: "/faq",
    breadcrumbs: [{ label: "よくあるご質問" }],
    server: server.faq,
  }),
  supportFaqPage({
    path: "/faq/cloud",
    server: server.faqCloud,
    breadcrumbs: [faqCrumb, { label: "現場蔵クラウド" }],
  }),
  supportFaqPage({
    path: "/faq/cloud_lite",
    server: server.faqCloudLite,
    breadcrumbs: [faqCrumb, { label: "ライトプラン" }],
  }),
  supportFaqPage({
    path: "/faq/dekigata",
    server: server.faqDekigata,
    breadcrumbs: [faqCrumb, { label: "現場蔵 出来形" }],
  }),
  supportFaqPage({
    path: "/faq/drive",
    server: server.faqDrive,
    breadcrumbs: [faqCrumb, { label: "現場蔵ドライブ" }],
  }),
  supportFaqPage({
    path: "/faq/goyo",
    server: server.faqGoyo,
    breadcrumbs: [faqCrumb, { label: "現場蔵 御用達" }],
  }),
  supportFaqPage({
    path: "/faq/goyodx",
    server: server.faqGoyodx,
    breadcrumbs: [faqCrumb, { label: "現場蔵 御用達DX" }],
  }),
  supportFaqPage({
    path: "/faq/kokuban",
    server: server.faqKokuban,
    breadcrumbs: [faqCrumb, { label: "現場蔵 工事黒板" }],
  }),
  supportFaqPage({
    path: "/faq/pad",
    server: server.faqPad,
    breadcrumbs: [faqCrumb, { label: "現場蔵Pad" }],
  }),
  supportFaqPage({
    path: "/faq/paddx",
    server: server.faqPaddx,
    breadcrumbs: [faqCrumb, { label: "現場蔵Pad DX" }],
  }),
  supportFaqPage({
    path: "/faq/pix",
    server: server.faqPix,
    breadcrumbs: [faqCrumb, { label: "現場蔵Pix" }],
  }),
];
