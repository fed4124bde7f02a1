import { routeKind } from "@genbagura/routing/routeKit";
import type { DownloadFormData } from "../../content/cases/casePageData";
import type { ListingRouteData } from "../../content/news/listingData";
import type {
  ConsultationPageData,
  DictionaryIndexData,
  LandingFormData,
  ThanksRouteData,
} from "../../content/pageData";

/**
 * What news adds to the shared route kinds (`@genbagura/ui/routeKinds`): pages of its own templates,
 * each a kind so a route names only its path, texts and content.
 */

/** A news or seminar index: the list, what it is about, and the neighbouring sections. */
export const newsListingRoute = routeKind<ListingRouteData>({
  page: () => import("../pages/news/ListingRoutePage"),
});

/** An explanation followed by the form that asks for a consultation about it (grants). */
export const consultationRoute = routeKind<ConsultationPageData>({
  page: () => import("../pages/special/ConsultationPage"),
});

/** A landing page whose one action is the form at its end. */
export const landingFormRoute = routeKind<LandingFormData>({
  page: () => import("../pages/landing/LandingFormPage"),
  layout: "default-simple-header",
});

/** The thanks page that also delivers what was asked for (a report, a checklist) on the page itself. */
export const documentThanksRoute = routeKind<ThanksRouteData>({
  page: () => import("../pages/special/ThanksRoutePage"),
  layout: "thanks",
  noindex: true,
});

export const dictionaryIndexRoute = routeKind<DictionaryIndexData>({
  page: () => import("../pages/special/DictionaryIndexPage"),
});

/** A document sent after registration: what it holds, and the form that requests it. */
export const downloadFormRoute = routeKind<DownloadFormData>({
  page: () => import("../pages/cases/DownloadFormPage"),
});
