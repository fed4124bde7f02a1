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

/**
 * A guide's form at its own path and its thanks page under it; the guide's other pages (`inner`) sit
 * between them in the table.
 */
function guidePages(
  guide: (typeof guides)[keyof typeof guides],
  form: Parameters<typeof supportDownloadPage>[0]["server"],
  thanks: Parameters<typeof supportGuideThanksPage>[0]["server"],
  ...inner: RouteRegistration[]
): RouteRegistration[] {
  return [
    supportDownloadPage({ path: guide.href, server: form, breadcrumbs: [downloadCrumb, here(guide)] }),
    ...inner,
    supportGuideThanksPage({
      path: `${guide.href}/thanks`,
      server: thanks,
      breadcrumbs: [downloadCrumb, guide, received],
    }),
  ];
}

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
  ...guidePages(guides.firstGuide, server.downloadFirstguide, server.downloadFirstguideThanks),
  supportGuidePage({
    path: "/download/firstguide/:secret",
    server: server.downloadFirstguideSecret,
    breadcrumbs: [downloadCrumb, guides.firstGuide, { label: "キャンペーン特典" }],
    validate: (params) => (isFirstGuideCampaignSecret(params.secret) ? true : { statusCode: 404 }),
  }),
  ...guidePages(
    guides.firstGuideIos,
    server.downloadFirstguideIos,
    server.downloadFirstguideIosThanks,
    supportDownloadPage({
      path: "/download/firstguide-ios/dekigata",
      server: server.downloadFirstguideIosDekigata,
      breadcrumbs: [downloadCrumb, guides.firstGuideIos, { label: "出来形管理の章" }],
    }),
  ),
  ...guidePages(
    guides.dxFirstGuide,
    server.downloadDxFirstguide,
    server.downloadDxFirstguideThanks,
    standardPage({
      path: "/download/dx_firstguide/overview",
      server: server.downloadDxFirstguideOverview,
      breadcrumbs: [downloadCrumb, guides.dxFirstGuide, { label: "概要" }],
    }),
  ),
  ...guidePages(
    guides.dxIosFirstGuide,
    server.downloadDxIosFirstguide,
    server.downloadDxIosFirstguideThanks,
    standardPage({
      path: "/download/dx_ios_firstguide/overview",
      server: server.downloadDxIosFirstguideOverview,
      breadcrumbs: [downloadCrumb, guides.dxIosFirstGuide, { label: "概要" }],
    }),
  ),
  ...guidePages(guides.calsGuide, server.downloadCalsGuide, server.downloadCalsGuideThanks),
  supportGuideThanksPage({
    path: "/download/first_cals_guide/thanks",
    server: server.downloadFirstCalsGuideThanks,
    breadcrumbs: [downloadCrumb, guides.calsGuide, received],
  }),
];
