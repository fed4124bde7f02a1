import { pageKind } from "@genbagura/routing/routeKit";
import { formPagesOf } from "@genbagura/ui/pageKinds";
import type {
  DownloadPageEntry,
  DownloadRouteData,
  FaqRouteData,
  GuidePageData,
  GuideRouteData,
  GuideThanksPageData,
  GuideThanksRouteData,
} from "../../content/pageData";
import type { VideoGuidePageData } from "../../content/supportHelp/videoGuideData";
import * as server from "./kinds.server";

/**
 * What support adds to the shared page kinds (`@genbagura/ui/pageKinds`): its form pages bound to its
 * forms, and its own pages (downloads, guides, the FAQ with its index, the video guide). Support's content
 * modules export records keyed by route path: a page's server half reads its entry with `entryByPath`.
 */

/**
 * Every contact, document, request and survey page (`formPage`), and the embeddable copy of one
 * (`embeddedFormPage`): the shared form page around the support form its content names.
 */
export const { formPage, embeddedFormPage } = formPagesOf(server.supportForms);

/** A guide or document to download; a guide sent after registration carries its form. */
export const supportDownloadPage = pageKind<DownloadPageEntry, DownloadRouteData>({
  page: () => import("../pages/DownloadRoutePage"),
  server: server.supportDownloadPage,
});

/** After a guide's registration: the guide on the page and as its PDF. */
export const supportGuideThanksPage = pageKind<GuideThanksRouteData, GuideThanksPageData>({
  page: () => import("../pages/GuideThanksRoutePage"),
  layout: "thanks",
  noindex: true,
  server: server.supportGuideThanksPage,
});

/** A campaign link: the guide's PDF without the registration form. */
export const supportGuidePage = pageKind<GuideRouteData, GuidePageData>({
  page: () => import("../pages/GuideRoutePage"),
  noindex: true,
  server: server.supportGuidePage,
});

/** A searchable FAQ, with the related links under it; a product's FAQ shares the product's drawing. */
export const supportFaqPage = pageKind<FaqRouteData>({
  page: () => import("../pages/FaqRoutePage"),
  server: server.supportFaqPage,
});

/** The video guide: every video with its transcript. */
export const supportVideoGuidePage = pageKind<VideoGuidePageData>({
  page: () => import("../pages/help/VideoGuideRoutePage"),
});
