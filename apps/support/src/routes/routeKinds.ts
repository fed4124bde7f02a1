import type { Breadcrumb, PageMeta } from "@genbagura/routing";
import { routeKind } from "@genbagura/routing/routeKit";
import type { FormRouteData as SharedFormRouteData } from "@genbagura/ui/routePages/FormRoutePage";
import type {
  DownloadRouteData,
  FaqRouteData,
  FormRouteData,
  GuideRouteData,
  GuideThanksRouteData,
} from "../pageData";

/**
 * What support adds to the shared route kinds (`@genbagura/ui/routeKinds`): its own pages (downloads,
 * guides, the FAQ with its index) and its form content as written. Support's content modules export
 * records keyed by route path: a route reads its entry with `entryByPath` (`@genbagura/routing/routeKit`).
 */

/** The metadata of a route listed as data before its kind is applied. */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  breadcrumbs?: Breadcrumb[];
}

const asSharedForm = async ({ form, formId, submitLabel }: FormRouteData): Promise<SharedFormRouteData> => {
  const { forms } = await import("../forms");
  return { content: form, form: forms[formId], ...(submitLabel ? { submitLabel } : {}) };
};

/** Every contact, document, request and survey page: the shared form page around the lead form. */
export const formRoute = routeKind<FormRouteData, SharedFormRouteData>({
  page: () => import("@genbagura/ui/routePages/FormRoutePage"),
  toData: asSharedForm,
});

/**
 * The embeddable variant of a form page: the same page without the site's header and footer, kept out
 * of search results so it never competes with the page it copies.
 */
export const embeddedFormRoute = routeKind<FormRouteData, SharedFormRouteData>({
  page: () => import("@genbagura/ui/routePages/FormRoutePage"),
  layout: "contents-only",
  noindex: true,
  toData: asSharedForm,
});

export const downloadRoute = routeKind<DownloadRouteData>({
  page: () => import("../pages/DownloadRoutePage"),
});

export const guideThanksRoute = routeKind<GuideThanksRouteData>({
  page: () => import("../pages/GuideThanksRoutePage"),
  layout: "thanks",
  noindex: true,
});

export const guideRoute = routeKind<GuideRouteData>({
  page: () => import("../pages/GuideRoutePage"),
  noindex: true,
});

/** A searchable FAQ; a product's FAQ shares the product's drawing. */
export const faqRoute = routeKind<FaqRouteData>({
  page: () => import("../pages/FaqRoutePage"),
  meta: async ({ faq }): Promise<PageMeta | undefined> => {
    if (!faq.illustration) return undefined;
    const { shareImagePath } = await import("@genbagura/illustrations");
    return { ogImage: shareImagePath(faq.illustration.name) };
  },
});
