import type { Breadcrumb, PageMeta, RouteRegistration } from "@genbagura/routing";
import { type RouteKindOptions, routeKind } from "@genbagura/routing/routeKit";
import type {
  CampaignPageContent,
  PriceTablePageContent,
  ProductPageContent,
  StandardPageContent,
} from "@genbagura/ui";
import * as kinds from "@genbagura/ui/routeKinds";
import type { EstimatePageData } from "../../content/pageData";

/**
 * What the hardware family adds to the shared route kinds (`@genbagura/ui/routeKinds`): pages that name
 * the catalogue products they sell, the estimate builder, and campaigns under the simple header.
 */

export { trail } from "@genbagura/routing/routeKit";
export { landingRoute, thanksRoute } from "@genbagura/ui/routeKinds";

/** A form page: its content names one of the family's forms (`src/forms.ts`). */
export const { formRoute } = kinds.formRoutesOf(() => import("../forms").then((module) => module.forms));

/** Options of a page that names its catalogue products (`productIds`). */
export type CatalogueRouteOptions<Content> = RouteKindOptions<Content, Content> & {
  /** Catalogue ids: the page then carries each product's JSON-LD (name, sku, brand, offer). */
  productIds?: readonly string[];
};

/** Each product's JSON-LD, and the page's main product (its first id) as the share image. */
function catalogueMeta(productIds: readonly string[]) {
  if (productIds.length === 0) return async (): Promise<PageMeta | undefined> => undefined;
  return async (): Promise<PageMeta> => {
    const [{ productJsonLd }, { productById }, { shareImagePath }] = await Promise.all([
      import("../../content/shared/productJsonLd"),
      import("../../content/catalogue"),
      import("@genbagura/illustrations"),
    ]);
    return {
      jsonLd: productIds.map((id) => productJsonLd(productById(id))),
      ogImage: shareImagePath(productById(productIds[0]!).illustration),
    };
  };
}

/** A product page; a device or accessory page links to its spec sheet (PDF). */
export function productRoute({
  productIds = [],
  content,
  ...options
}: CatalogueRouteOptions<ProductPageContent>) {
  return kinds.productRoute({
    ...options,
    meta: catalogueMeta(productIds),
    // Absent in browser builds, like every route's content.
    content:
      content &&
      (async (request) => {
        const loaded = await content(request);
        if (!loaded) return loaded;
        const { withSpecSheets } = await import("../../content/documents");
        return withSpecSheets(loaded, productIds, request.context);
      }),
  });
}

/** A kind whose routes may name their catalogue products. */
function catalogued<Content>(kind: (options: RouteKindOptions<Content, Content>) => RouteRegistration) {
  return ({ productIds = [], ...options }: CatalogueRouteOptions<Content>) =>
    kind({ meta: catalogueMeta(productIds), ...options });
}

export const standardRoute = catalogued<StandardPageContent>(kinds.standardRoute);
export const priceTableRoute = catalogued<PriceTablePageContent>(kinds.priceTableRoute);

export const campaignRoute = routeKind<CampaignPageContent>({
  page: () => import("@genbagura/ui/templates/CampaignPage"),
  layout: "default-simple-header",
});

export const estimateRoute = routeKind<EstimatePageData>({
  page: () => import("../pages/EstimateRoutePage"),
});
