import type { RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import * as server from "./downloadRoutes.server";
import { isFirstGuideCampaignSecret } from "./guideSecrets";
import { supportDownloadPage, supportGuidePage, supportGuideThanksPage } from "./kinds";

const downloadCrumb = { label: "資料ダウンロード", href: "/download_document" };
const received = { label: "受付完了" };

/** The guides with pages of their own (the form, its thanks page, an overview): each one's crumb. */
const guides = {
  firstGuide: { label: "はじめてガイド", href: "/download/firstguide" },
  firstGuideIos: { label: "はじめてガイド iOS版", href: "/download/firstguide-ios" },
  dxFirstGuide: { label: "御用達DX はじめてガイド", href: "/download/dx_firstguide" },
  dxIosFirstGuide: { label: "御用達DX iOS版 はじめてガイド", href: "/download/dx_ios_firstguide" },
  calsGuide: { label: "電子納品ガイド", href: "/download/cals_guide" },
} as const;

/** A crumb as the last of its own page's trail: its label, not a link. */
const here = (crumb: { label: string }) => ({ label: crumb.label });

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
    breadcrumbs: [downloadCrumb, here(guides.firstGuide)],
  }),
  supportGuideThanksPage({
    path: "/download/firstguide/thanks",
    server: server.downloadFirstguideThanks,
    breadcrumbs: [downloadCrumb, guides.firstGuide, received],
  }),
  supportGuidePage({
    path: "/download/firstguide/:secret",
    server: server.downloadFirstguideSecret,
    breadcrumbs: [downloadCrumb, guides.firstGuide, { label: "キャンペーン特典" }],
    validate: (params) => (isFirstGuideCampaignSecret(params.secret) ? true : { statusCode: 404 }),
  }),
  supportDownloadPage({
    path: "/download/firstguide-ios",
    server: server.downloadFirstguideIos,
    breadcrumbs: [downloadCrumb, here(guides.firstGuideIos)],
  }),
  supportDownloadPage({
    path: "/download/firstguide-ios/dekigata",
    server: server.downloadFirstguideIosDekigata,
    breadcrumbs: [downloadCrumb, guides.firstGuideIos, { label: "出来形管理の章" }],
  }),
  supportGuideThanksPage({
    path: "/download/firstguide-ios/thanks",
    server: server.downloadFirstguideIosThanks,
    breadcrumbs: [downloadCrumb, guides.firstGuideIos, received],
  }),
  supportDownloadPage({
    path: "/download/dx_firstguide",
    server: server.downloadDxFirstguide,
    breadcrumbs: [downloadCrumb, here(guides.dxFirstGuide)],
  }),
  standardPage({
    path: "/download/dx_firstguide/overview",
    server: server.downloadDxFirstguideOverview,
    breadcrumbs: [downloadCrumb, guides.dxFirstGuide, { label: "概要" }],
  }),
  supportGuideThanksPage({
    path: "/download/dx_firstguide/thanks",
    server: server.downloadDxFirstguideThanks,
    breadcrumbs: [downloadCrumb, guides.dxFirstGuide, received],
  }),
  supportDownloadPage({
    path: "/download/dx_ios_firstguide",
    server: server.downloadDxIosFirstguide,
    breadcrumbs: [downloadCrumb, here(guides.dxIosFirstGuide)],
  }),
  standardPage({
    path: "/download/dx_ios_firstguide/overview",
    server: server.downloadDxIosFirstguideOverview,
    breadcrumbs: [downloadCrumb, guides.dxIosFirstGuide, { label: "概要" }],
  }),
  supportGuideThanksPage({
    path: "/download/dx_ios_firstguide/thanks",
    server: server.downloadDxIosFirstguideThanks,
    breadcrumbs: [downloadCrumb, guides.dxIosFirstGuide, received],
  }),
  supportDownloadPage({
    path: "/download/cals_guide",
    server: server.downloadCalsGuide,
    breadcrumbs: [downloadCrumb, here(guides.calsGuide)],
  }),
  supportGuideThanksPage({
    path: "/download/cals_guide/thanks",
    server: server.downloadCalsGuideThanks,
    breadcrumbs: [downloadCrumb, guides.calsGuide, received],
  }),
  supportGuideThanksPage({
    path: "/download/first_cals_guide/thanks",
    server: server.downloadFirstCalsGuideThanks,
    breadcrumbs: [downloadCrumb, guides.calsGuide, received],
  }),
];
