import type { PageMeta } from "@genbagura/routing";
import type { ContentRequest, KindServer } from "@genbagura/routing/routeKit";
import type { CampaignPageContent, ProductPageContent } from "@genbagura/ui";
import { formPagesServer, heroShareImage, landingPagesServer } from "@genbagura/ui/pageKinds.server";
import type { GoyoCampaignContent } from "../../content/pageData";
import type { GoyoProductId } from "../load/productJsonLd";

/** The server halves of goyo's own kinds (`./kinds.ts`), and what goyo's product pages add to theirs. */

/** Goyo's form pages receive the form their content names from `src/forms.ts`. */
const forms = () => import("../forms").then((module) => module.forms);

export const formPages = formPagesServer(forms);

/** Goyo's advertising pages receive their short form the same way, and their proof. */
export const landingPages = landingPagesServer(forms);

export const goyoCampaignPage: KindServer<GoyoCampaignContent, CampaignPageContent> = {
  toData: async (content) => {
    const { hasCampaignEnded } = await import("../load/campaignPeriod");
    return { ...content, ended: hasCampaignEnded(content.period.end, new Date()) };
  },
};

/**
 * The `meta` of the page of a product on sale (a `productPage`): the product's share image and its Product
 * JSON-LD (name, price as the offer).
 */
export function goyoProductMeta(product: GoyoProductId) {
  return async (content: ProductPageContent, { description }: ContentRequest): Promise<PageMeta> => {
    const { productJsonLd } = await import("../load/productJsonLd");
    return { jsonLd: [productJsonLd(product, description)], ...(await heroShareImage(content.hero)) };
  };
}
