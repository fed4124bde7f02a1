import {
  type Breadcrumb,
  defineRoute,
  type LayoutName,
  type LoadContext,
  type PageModule,
  type RemoteName,
  type RouteRegistration,
} from "@genbagura/routing";
import type {
  CampaignPageContent,
  LandingPageContent,
  PriceTablePageContent,
  ProductPageContent,
  StandardPageContent,
  ThanksPageContent,
} from "@genbagura/ui";
import type { EstimatePageData, FormRouteData } from "../pageData";

/**
 * Registration helpers: a route names its path, metadata and content loader; the helper adds the
 * template's page component and layout. Content is imported inside `load` only, so the browser never
 * downloads it (it reads `_payload.json`).
 */

export interface ContentRouteOptions<Data> {
  path: string;
  title: string;
  description: string;
  breadcrumbs?: Breadcrumb[];
  noindex?: boolean;
  layout?: LayoutName;
  /** Other remotes whose published data `content` reads through the context (see `reads`). */
  reads?: readonly RemoteName[];
  content: (context: LoadContext) => Promise<Data>;
  /** Catalogue ids: the page then carries each product's JSON-LD (name, sku, brand, offer). */
  productIds?: readonly string[];
  /** Adds links to the PDFs the page offers: their URL and size come from the version being rendered. */
  documents?: (data: Data, context: LoadContext) => Promise<Data>;
}

function contentRoute<Data>(
  page: () => Promise<PageModule<Data>>,
  defaultLayout: LayoutName,
  options: ContentRouteOptions<Data>,
): RouteRegistration {
  const { content, productIds = [], layout = defaultLayout, documents, ...metadata } = options;
  return defineRoute<Data>({
    ...metadata,
    layout,
    load: async (_params, context) => {
      const loaded = await content(context);
      const data = documents ? await documents(loaded, context) : loaded;
      if (productIds.length === 0) return { data };
      const { productJsonLd } = await import("../../content/shared/productJsonLd");
      const { productById } = await import("../../content/catalogue");
      const { shareImagePath } = await import("@genbagura/illustrations");
      // The page's main product (its first id) is the share image.
      const ogImage = shareImagePath(productById(productIds[0]!).illustration);
      return { data, meta: { jsonLd: productIds.map((id) => productJsonLd(productById(id))), ogImage } };
    },
    page,
  });
}

/** A product page; a device or accessory page links to its spec sheet (PDF). */
export const productRoute = (options: ContentRouteOptions<ProductPageContent>) =>
  contentRoute(() => import("../pages/ProductRoutePage"), "default", {
    documents: async (data, context) =>
      (await import("../../content/documents")).withSpecSheets(data, options.productIds ?? [], context),
    ...options,
  });

export const standardRoute = (options: ContentRouteOptions<StandardPageContent>) =>
  contentRoute(() => import("@genbagura/ui/routePages/StandardRoutePage"), "default", options);

export const landingRoute = (options: ContentRouteOptions<LandingPageContent>) =>
  contentRoute(() => import("../pages/LandingRoutePage"), "default-simple-header", options);

export const campaignRoute = (options: ContentRouteOptions<CampaignPageContent>) =>
  contentRoute(() => import("../pages/CampaignRoutePage"), "default-simple-header", options);

export const priceTableRoute = (options: ContentRouteOptions<PriceTablePageContent>) =>
  contentRoute(() => import("../pages/PriceTableRoutePage"), "default", options);

export const estimateRoute = (options: ContentRouteOptions<EstimatePageData>) =>
  contentRoute(() => import("../pages/EstimateRoutePage"), "default", options);

export const formRoute = (options: ContentRouteOptions<FormRouteData>) =>
  contentRoute(() => import("@genbagura/ui/routePages/FormRoutePage"), "default", options);

/** Thanks pages: the thanks layout, and never indexed. */
export const thanksRoute = (options: Omit<ContentRouteOptions<ThanksPageContent>, "noindex" | "layout">) =>
  contentRoute(() => import("@genbagura/ui/routePages/ThanksRoutePage"), "thanks", {
    ...options,
    noindex: true,
  });

/** Crumbs of the hardware family: its top is the Pad page (the navigation's タブレット・機器). */
export const padCrumb: Breadcrumb = { label: "現場蔵Pad", href: "/pad" };
export const hardwareCrumb: Breadcrumb = { label: "タブレット・機器", href: "/pad" };
export const priceCrumb: Breadcrumb = { label: "料金一覧", href: "/price" };
export const campaignCrumb: Breadcrumb = { label: "キャンペーン", href: "/campaign/matome" };

/** `[...parents, { label }]`: the trail ends with the page itself, unlinked. */
export function trail(label: string, ...parents: Breadcrumb[]): Breadcrumb[] {
  return [...parents, { label }];
}
