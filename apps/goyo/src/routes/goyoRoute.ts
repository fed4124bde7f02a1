import {
  type Breadcrumb,
  defineRoute,
  type LayoutName,
  type PageMeta,
  type PageModule,
  type RouteRegistration,
} from "@genbagura/routing";
import type {
  FaqPageContent,
  LandingPageContent,
  ProductPageContent,
  SpecTablePageContent,
  StandardPageContent,
  ThanksPageContent,
} from "@genbagura/ui";
import type { GoyoProductId } from "../load/productJsonLd";
import type { GoyoCampaignContent, GoyoFormPageData } from "../pageData";

/**
 * Registration helpers, one per template: a goyo route names its path, metadata and content module,
 * and the helper adds the layout and the page component. Content is imported inside `load` only,
 * so the browser never downloads it (it reads `_payload.json`).
 */

export interface GoyoRouteOptions<Content> {
  path: string;
  /** Without the brand (the shell appends it); unique across the site. */
  title: string;
  /** 80–120 characters; unique across the site. */
  description: string;
  /** The trail above the page, ending with the page itself; omitted on the family top pages. */
  breadcrumbs?: Breadcrumb[];
  content: () => Promise<Content>;
}

type PageImport<Data> = () => Promise<PageModule<Data>>;

/** Landing pages (adlp) use the simple header, thanks pages their own layout, the rest the default. */
function layoutOf(path: string, thanks: boolean): LayoutName {
  if (thanks) return "thanks";
  return path.startsWith("/adlp/") ? "default-simple-header" : "default";
}

function contentRoute<Content, Data>(
  options: GoyoRouteOptions<Content>,
  page: PageImport<Data>,
  toPayload: (content: Content) => Promise<{ data: Data; meta?: PageMeta }>,
  thanks = false,
): RouteRegistration {
  const { content, ...metadata } = options;
  return defineRoute<Data>({
    ...metadata,
    layout: layoutOf(options.path, thanks),
    ...(thanks ? { noindex: true } : {}),
    load: async () => toPayload(await content()),
    page,
  });
}

const asData = async <Content>(content: Content) => ({ data: content });

/** A product or feature page; product pages name their product for the Product JSON-LD. */
export function productRoute(
  options: GoyoRouteOptions<ProductPageContent> & { product?: GoyoProductId },
): RouteRegistration {
  const { product, ...rest } = options;
  return contentRoute(
    rest,
    () => import("../pages/ProductRoutePage"),
    async (content) => {
      const { drawingOf, shareImagePath } = await import("@genbagura/illustrations");
      const hero = content.hero.illustration;
      // A product's page shares its product's drawing; a feature page keeps the family's image.
      const ogImage =
        hero && drawingOf(hero.name).subject === "product" ? shareImagePath(hero.name) : undefined;
      const jsonLd = product
        ? [(await import("../load/productJsonLd")).productJsonLd(product, options.description)]
        : undefined;
      return { data: content, meta: { ...(jsonLd ? { jsonLd } : {}), ...(ogImage ? { ogImage } : {}) } };
    },
  );
}

export function standardRoute(options: GoyoRouteOptions<StandardPageContent>): RouteRegistration {
  return contentRoute(options, () => import("@genbagura/ui/routePages/StandardRoutePage"), asData);
}

export function specTableRoute(options: GoyoRouteOptions<SpecTablePageContent>): RouteRegistration {
  return contentRoute(options, () => import("../pages/SpecTableRoutePage"), asData);
}

export function faqRoute(options: GoyoRouteOptions<FaqPageContent>): RouteRegistration {
  return contentRoute(options, () => import("../pages/FaqRoutePage"), asData);
}

export function landingRoute(options: GoyoRouteOptions<LandingPageContent>): RouteRegistration {
  return contentRoute(options, () => import("../pages/LandingRoutePage"), asData);
}

export function formRoute(options: GoyoRouteOptions<GoyoFormPageData>): RouteRegistration {
  return contentRoute(options, () => import("../pages/FormRoutePage"), asData);
}

/** Thanks pages: the thanks layout, kept out of search engines and the sitemap. */
export function thanksRoute(options: GoyoRouteOptions<ThanksPageContent>): RouteRegistration {
  return contentRoute(options, () => import("@genbagura/ui/routePages/ThanksRoutePage"), asData, true);
}

/** A dated campaign: whether it has ended is decided at build (or server render) time. */
export function campaignRoute(options: GoyoRouteOptions<GoyoCampaignContent>): RouteRegistration {
  return contentRoute(
    options,
    () => import("../pages/CampaignRoutePage"),
    async (content) => {
      const { hasCampaignEnded } = await import("../load/campaignPeriod");
      return { data: { ...content, ended: hasCampaignEnded(content.period.end, new Date()) } };
    },
  );
}
