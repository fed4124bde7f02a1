import type { RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import * as server from "./downloadRoutes.server";
import { isFirstGuideCampaignSecret } from "./guideSecrets";
import { supportDownloadPage, supportGuidePage, supportGuideThanksPage } from "./kinds";

const downloadCrumb = { label: "資料ダウンロード", href: "/download_document" };
const received = { label: "受付完了" };

export const downloadRoutes: RouteRegistration[] = [
  supportDownloadPage({
    path: "/download_document",
    server: server.downloadDocument,
    breadcrumbs: [{ label: "資料ダウンロード" }],
  }),
  supportGuideThanksPage({
    path: "/download_document/thanks",
    server: server.downloadDocumentThanks,
    breadcrumbs: [downloadCrumb, received],
  }),
  supportDownloadPage({
    path: "/download/firstguide",
    server: server.downloadFirstguide,
    breadcrumbs: [downloadCrumb, { label: "はじめてガイド" }],
  }),
  supportGuideThanksPage({
    path: "/download/firstguide/thanks",
    server: server.downloadFirstguideThanks,
    breadcrumbs: [downloadCrumb, { label: "はじめてガイド", href: "/download/firstguide" }, received],
  }),
  supportGuidePage({
    path: "/download/firstguide/:secret",
    server: server.downloadFirstguideSecret,
    breadcrumbs: [
      downloadCrumb,
      { label: "はじめてガイド", href: "/download/firstguide" },
      { label: "キャンペーン特典" },
    ],
    validate: (params) => (isFirstGuideCampaignSecret(params.secret) ? true : { statusCode: 404 }),
  }),
  supportDownloadPage({
    path: "/download/firstguide-ios",
    server: server.downloadFirstguideIos,
    breadcrumbs: [downloadCrumb, { label: "はじめてガイド iOS版" }],
  }),
  supportDownloadPage({
    path: "/download/firstguide-ios/dekigata",
    server: server.downloadFirstguideIosDekigata,
    breadcrumbs: [
      downloadCrumb,
      { label: "はじめてガイド iOS版", href: "/download/firstguide-ios" },
      { label: "出来形管理の章" },
    ],
  }),
  supportGuideThanksPage({
    path: "/download/firstguide-ios/thanks",
    server: server.downloadFirstguideIosThanks,
    breadcrumbs: [
      downloadCrumb,
      { label: "はじめてガイド iOS版", href: "/download/firstguide-ios" },
      received,
    ],
  }),
  supportDownloadPage({
    path: "/download/dx_firstguide",
    server: server.downloadDxFirstguide,
    breadcrumbs: [downloadCrumb, { label: "御用達DX はじめてガイド" }],
  }),
  standardPage({
    path: "/download/dx_firstguide/overview",
    server: server.downloadDxFirstguideOverview,
    breadcrumbs: [
      downloadCrumb,
      { label: "御用達DX はじめてガイド", href: "/download/dx_firstguide" },
      { label: "概要" },
    ],
  }),
  supportGuideThanksPage({
    path: "/download/dx_firstguide/thanks",
    server: server.downloadDxFirstguideThanks,
    breadcrumbs: [
      downloadCrumb,
      { label: "御用達DX はじめてガイド", href: "/download/dx_firstguide" },
      received,
    ],
  }),
  supportDownloadPage({
    path: "/download/dx_ios_firstguide",
    server: server.downloadDxIosFirstguide,
    breadcrumbs: [downloadCrumb, { label: "御用達DX iOS版 はじめてガイド" }],
  }),
  standardPage({
    path: "/download/dx_ios_firstguide/overview",
    server: server.downloadDxIosFirstguideOverview,
    breadcrumbs: [
      downloadCrumb,
      { label: "御用達DX iOS版 はじめてガイド", href: "/download/dx_ios_firstguide" },
      { label: "概要" },
    ],
  }),
  supportGuideThanksPage({
    path: "/download/dx_ios_firstguide/thanks",
    server: server.downloadDxIosFirstguideThanks,
    breadcrumbs: [
      downloadCrumb,
      { label: "御用達DX iOS版 はじめてガイド", href: "/download/dx_ios_firstguide" },
      received,
    ],
  }),
  supportDownloadPage({
    path: "/download/cals_guide",
    server: server.downloadCalsGuide,
    breadcrumbs: [downloadCrumb, { label: "電子納品ガイド" }],
  }),
  supportGuideThanksPage({
    path: "/download/cals_guide/thanks",
    server: server.downloadCalsGuideThanks,
    breadcrumbs: [downloadCrumb, { label: "電子納品ガイド", href: "/download/cals_guide" }, received],
  }),
  supportGuideThanksPage({
    path: "/download/first_cals_guide/thanks",
    server: server.downloadFirstCalsGuideThanks,
    breadcrumbs: [downloadCrumb, { label: "電子納品ガイド", href: "/download/cals_guide" }, received],
  }),
];
