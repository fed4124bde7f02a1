import { documentLinkLabel } from "@genbagura/documents/links";
import type { Breadcrumb, LoadContext, PageMeta } from "@genbagura/routing";
import { routeKind } from "@genbagura/routing/routeKit";
import type { FormRouteData as SharedFormRouteData } from "@genbagura/ui/routePages/FormRoutePage";
import type {
  DownloadRouteData,
  FaqRouteData,
  FormRouteData,
  GuideDocument,
  GuidePageData,
  GuidePdfLink,
  GuideRouteData,
  GuideThanksPageData,
  GuideThanksRouteData,
} from "../../content/pageData";

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
  const { supportForm } = await import("../forms");
  return { content: form, form: supportForm(formId), ...(submitLabel ? { submitLabel } : {}) };
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

/** The guide's PDF (src/documents renders it) in the version the page is rendered with. */
function guidePdf(guide: GuideDocument, context: LoadContext): GuidePdfLink {
  const asset = context.asset(guide.file);
  return { href: asset.href, label: documentLinkLabel(`「${guide.title}」をダウンロード`, asset) };
}

/** After a guide's registration: the guide on the page and as its PDF. */
export const guideThanksRoute = routeKind<GuideThanksRouteData, GuideThanksPageData>({
  page: () => import("../pages/GuideThanksRoutePage"),
  layout: "thanks",
  noindex: true,
  toData: async (content, { context }) => ({ ...content, pdf: guidePdf(content.guide, context) }),
});

export const guideRoute = routeKind<GuideRouteData, GuidePageData>({
  page: () => import("../pages/GuideRoutePage"),
  noindex: true,
  toData: async (content, { context }) => ({ ...content, pdf: guidePdf(content.guide, context) }),
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
