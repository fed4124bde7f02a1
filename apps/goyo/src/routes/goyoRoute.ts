import { declaredForm } from "@genbagura/forms/defineForm";
import type { PageMeta } from "@genbagura/routing";
import type { ContentRequest } from "@genbagura/routing/routeKit";
import { routeKind } from "@genbagura/routing/routeKit";
import type { CampaignPageContent, ProductPageContent } from "@genbagura/ui";
import { heroShareImage } from "@genbagura/ui/routeKinds";
import type { FormRouteData } from "@genbagura/ui/routePages/FormRoutePage";
import type { GoyoCampaignContent, GoyoFormPageData } from "../../content/pageData";
import type { GoyoProductId } from "../load/productJsonLd";

/**
 * What goyo's routes add to the shared route kinds (`@genbagura/ui/routeKinds`): a product page's
 * JSON-LD, the form pages' content as written, and a campaign's end decided when the page is rendered.
 */

/** The product's share image and its Product JSON-LD (name, price as the offer). */
export function goyoProductMeta(product: GoyoProductId) {
  return async (content: ProductPageContent, { description }: ContentRequest): Promise<PageMeta> => {
    const { productJsonLd } = await import("../load/productJsonLd");
    return { jsonLd: [productJsonLd(product, description)], ...(await heroShareImage(content.hero)) };
  };
}

/** Trial, document and order-made requests: the shared form page around the lead form. */
export const goyoFormRoute = routeKind<GoyoFormPageData, FormRouteData>({
  page: () => import("@genbagura/ui/routePages/FormRoutePage"),
  toData: async ({ content, form: { formId, ...page } }) => {
    const { forms } = await import("../forms");
    return { content, ...page, form: declaredForm(forms, formId, "goyo") };
  },
});

/** A dated campaign: whether it has ended is decided at build (or server render) time. */
export const goyoCampaignRoute = routeKind<GoyoCampaignContent, CampaignPageContent>({
  page: () => import("@genbagura/ui/templates/CampaignPage"),
  toData: async (content) => {
    const { hasCampaignEnded } = await import("../load/campaignPeriod");
    return { ...content, ended: hasCampaignEnded(content.period.end, new Date()) };
  },
});
