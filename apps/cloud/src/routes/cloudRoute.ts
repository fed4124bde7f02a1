import { type Breadcrumb, defineRoute, type GuardName, type RouteRegistration } from "@genbagura/routing";
import type { LandingPageContent, StandardPageContent } from "@genbagura/ui";
import type {
  CloudLandingPageData,
  CloudProductContent,
  CloudProductPageData,
  CloudStandardPageData,
} from "../pageData";

/**
 * Registration helpers: a cloud route names its path, metadata and content module, and the helper adds
 * the layout, the breadcrumb trail under 現場蔵クラウド and the page component of its template.
 * Content is imported inside `load` only, so the browser never downloads it (it reads `_payload.json`).
 */

const familyCrumb: Breadcrumb = { label: "現場蔵クラウド", href: "/cloud" };

interface CloudRouteOptions {
  path: string;
  title: string;
  description: string;
  /** Crumbs between 現場蔵クラウド and this page, then this page's own label. */
  trail: readonly Breadcrumb[];
  guards?: readonly GuardName[];
}

/** The trail of a page below the family top. */
export function cloudBreadcrumbs(trail: readonly Breadcrumb[]): Breadcrumb[] {
  return [familyCrumb, ...trail];
}

/** A product or feature page; routes with the `ios` guard also get the App Store data. */
export function cloudProductRoute(
  options: CloudRouteOptions & { content: () => Promise<CloudProductContent> },
): RouteRegistration {
  const { trail, content, guards, ...metadata } = options;
  const withApp = guards?.includes("ios") ?? false;
  return defineRoute<CloudProductPageData>({
    ...metadata,
    layout: "default",
    breadcrumbs: cloudBreadcrumbs(trail),
    ...(guards ? { guards } : {}),
    load: async () => {
      const data: CloudProductPageData = { content: await content() };
      if (withApp) data.app = (await import("../load/appDownload")).cloudAppDownload();
      const { drawingOf, shareImagePath } = await import("@genbagura/illustrations");
      const hero = data.content.hero.illustration;
      // A product's page shares its product's drawing; a feature page keeps the family's image.
      if (hero && drawingOf(hero.name).subject === "product")
        return { data, meta: { ogImage: shareImagePath(hero.name) } };
      return { data };
    },
    page: () => import("../pages/CloudProductRoutePage"),
  });
}

/** An adlp landing page: simple header, one action. */
export function cloudLandingRoute(
  options: CloudRouteOptions & { content: () => Promise<LandingPageContent> },
): RouteRegistration {
  const { trail, content, ...metadata } = options;
  return defineRoute<CloudLandingPageData>({
    ...metadata,
    layout: "default-simple-header",
    breadcrumbs: cloudBreadcrumbs(trail),
    load: async () => ({ data: { content: await content() } }),
    page: () => import("../pages/CloudLandingRoutePage"),
  });
}

/** A page made of blocks only. */
export function cloudStandardRoute(
  options: CloudRouteOptions & { content: () => Promise<StandardPageContent> },
): RouteRegistration {
  const { trail, content, ...metadata } = options;
  return defineRoute<CloudStandardPageData>({
    ...metadata,
    layout: "default",
    breadcrumbs: cloudBreadcrumbs(trail),
    load: async () => ({ data: { content: await content() } }),
    page: () => import("../pages/CloudStandardRoutePage"),
  });
}
