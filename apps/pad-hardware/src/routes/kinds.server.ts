import type { PageMeta } from "@genbagura/routing";
import type { ContentRequest, KindServer, ServerPage } from "@genbagura/routing/routeKit";
import type { ProductPageContent } from "@genbagura/ui";
import { formPagesServer, landingPagesServer } from "@genbagura/ui/pageKinds.server";
import type { MemberProductContent } from "../../content/premium/premiumContentTypes";
import { crumbs } from "./crumbs";

/** The server halves of the hardware family's own kinds (`./kinds.ts`), and of pages naming catalogue products. */

const forms = () => import("../forms").then((module) => module.forms);

export const formPages = formPagesServer(forms);

export const landingPages = landingPagesServer(forms);

export const memberProductPage: KindServer<MemberProductContent, MemberProductContent> = {
  meta: async (content) => ({
    title: content.title,
    description: `${content.title}のページです。一般価格と会員価格、その差額、価格に含まれる付属品を確かめて、ほかの製品と組み合わせた会員価格でのお見積もりにお進みください。`,
    breadcrumbs: [crumbs.members, crumbs.priceList, { label: content.title }],
  }),
};

/** Each product's JSON-LD, and the page's main product (its first id) as the share image. */
function catalogueMeta(productIds: readonly string[]) {
  return async (): Promise<PageMeta | undefined> => {
    if (productIds.length === 0) return undefined;
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

/**
 * The server half of a page that names the catalogue products it shows (by catalogue id): the page then
 * carries each product's JSON-LD (name, sku, brand, offer), and its first product's drawing as share image.
 */
export function withCatalogueProducts<Content, Data>(
  productIds: readonly string[],
  page: ServerPage<Content, Data>,
): ServerPage<Content, Data> {
  return { ...page, meta: catalogueMeta(productIds) };
}

/** How many customers' wordmarks a product or advertising page shows (the newest cases first). */
export const customerLogoCount = 10;

/**
 * The server half of a product page (`hardwareProductPage`) naming its products: their metadata as
 * `withCatalogueProducts` gives it, a download of each one's spec sheet (PDF) before the page's blocks, and the
 * wordmarks of the customers whose cases the news family tells (the route `reads` news).
 */
export function withProductSheets(
  productIds: readonly string[],
  page: ServerPage<ProductPageContent>,
): ServerPage<ProductPageContent> {
  const { content } = page;
  return withCatalogueProducts(productIds, {
    ...page,
    content: async (request: ContentRequest) => {
      const loaded = await content?.(request);
      if (!loaded) return loaded;
      const [{ withSpecSheets }, { logoWallOf }, cases] = await Promise.all([
        import("../../content/documents"),
        import("@genbagura/ui/proofBlocks"),
        request.context.highlights("cases", customerLogoCount),
      ]);
      const proof = logoWallOf(cases);
      return withSpecSheets(proof ? { ...loaded, proof } : loaded, productIds, request.context);
    },
  });
}
