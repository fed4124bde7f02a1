import { type Breadcrumb, defineRoute, type RouteRegistration } from "@genbagura/routing";
import type { LegalPageContent, StandardPageContent, ThanksPageContent } from "@genbagura/ui";
import type {
  DownloadRouteData,
  FaqRouteData,
  FormRouteData,
  GuideRouteData,
  GuideThanksRouteData,
} from "../pageData";

// One factory per page component. Content stays behind `load` (server and prerender only): each
// content module exports a record keyed by route path, imported lazily so no page ships it.

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  breadcrumbs?: Breadcrumb[];
}

export type ContentCollection<Data> = () => Promise<Readonly<Record<string, Data>>>;

function loadFrom<Data>(collection: ContentCollection<Data>, path: string) {
  return async () => {
    const data = (await collection())[path];
    return data ? { data } : null;
  };
}

export function formRoute(meta: RouteMeta, collection: ContentCollection<FormRouteData>): RouteRegistration {
  return defineRoute<FormRouteData>({
    ...meta,
    layout: "default",
    load: loadFrom(collection, meta.path),
    page: () => import("../pages/FormRoutePage"),
  });
}

/**
 * The embeddable variant of a form page: the same page without the site's header and footer, kept out
 * of search results so it never competes with the page it copies.
 */
export function embeddedFormRoute(
  meta: RouteMeta,
  collection: ContentCollection<FormRouteData>,
): RouteRegistration {
  return { ...formRoute(meta, collection), layout: "contents-only", noindex: true };
}

export function thanksRoute(
  meta: RouteMeta,
  collection: ContentCollection<ThanksPageContent>,
): RouteRegistration {
  return defineRoute<ThanksPageContent>({
    ...meta,
    layout: "thanks",
    noindex: true,
    load: loadFrom(collection, meta.path),
    page: () => import("@genbagura/ui/routePages/ThanksRoutePage"),
  });
}

export function downloadRoute(
  meta: RouteMeta,
  collection: ContentCollection<DownloadRouteData>,
): RouteRegistration {
  return defineRoute<DownloadRouteData>({
    ...meta,
    layout: "default",
    load: loadFrom(collection, meta.path),
    page: () => import("../pages/DownloadRoutePage"),
  });
}

export function guideThanksRoute(
  meta: RouteMeta,
  collection: ContentCollection<GuideThanksRouteData>,
): RouteRegistration {
  return defineRoute<GuideThanksRouteData>({
    ...meta,
    layout: "thanks",
    noindex: true,
    load: loadFrom(collection, meta.path),
    page: () => import("../pages/GuideThanksRoutePage"),
  });
}

export function guideRoute(
  meta: RouteMeta & Pick<RouteRegistration, "validate" | "prerender">,
  collection: ContentCollection<GuideRouteData>,
): RouteRegistration {
  return defineRoute<GuideRouteData>({
    ...meta,
    layout: "default",
    noindex: true,
    load: loadFrom(collection, meta.path),
    page: () => import("../pages/GuideRoutePage"),
  });
}

export function standardRoute(
  meta: RouteMeta,
  collection: ContentCollection<StandardPageContent>,
): RouteRegistration {
  return defineRoute<StandardPageContent>({
    ...meta,
    layout: "default",
    load: loadFrom(collection, meta.path),
    page: () => import("@genbagura/ui/routePages/StandardRoutePage"),
  });
}

export function faqRoute(meta: RouteMeta, collection: ContentCollection<FaqRouteData>): RouteRegistration {
  return defineRoute<FaqRouteData>({
    ...meta,
    layout: "default",
    load: async () => {
      const data = (await collection())[meta.path];
      if (!data) return null;
      const hero = data.faq.illustration;
      if (!hero) return { data };
      // A product's FAQ shares the product's drawing.
      const { shareImagePath } = await import("@genbagura/illustrations");
      return { data, meta: { ogImage: shareImagePath(hero.name) } };
    },
    page: () => import("../pages/FaqRoutePage"),
  });
}

export function legalRoute(
  meta: RouteMeta,
  collection: ContentCollection<LegalPageContent>,
): RouteRegistration {
  return defineRoute<LegalPageContent>({
    ...meta,
    layout: "default",
    load: loadFrom(collection, meta.path),
    page: () => import("../pages/LegalRoutePage"),
  });
}
