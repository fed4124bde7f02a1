import { pageKind } from "@genbagura/routing/routeKit";
import type { CampaignPageContent, ProductPageContent } from "@genbagura/ui";
import { formPagesOf, landingPagesOf } from "@genbagura/ui/pageKinds";
import type { EstimatePageData } from "../../content/pageData";
import type {
  MemberEstimateContent,
  MemberPriceListContent,
  MemberProductContent,
  PremiumPricePageContent,
} from "../../content/premium/premiumContentTypes";
import * as server from "./kinds.server";

/**
 * What the hardware family adds to the shared page kinds (`@genbagura/ui/pageKinds`): product pages whose
 * metadata comes from the catalogue products they name, direct-mail campaigns under the simple header,
 * the estimate builder, and the premium members' pages. A page that names catalogue products gets their
 * JSON-LD and share image from its server half (`withCatalogueProducts` in `./kinds.server.ts`).
 */

/** The family's form pages: their content names one of the family's forms (`src/forms.ts`). */
export const { formPage } = formPagesOf(server.formPages);

/** The advertising pages: a short form of the family's (`src/forms.ts`) and the customers' proof. */
export const { landingPage: adLandingPage } = landingPagesOf(server.landingPages);

/**
 * A product page of the family: the shared product template, but its metadata comes from the products
 * it names (`withProductSheets`), never from its hero's drawing.
 */
export const hardwareProductPage = pageKind<ProductPageContent>({
  page: () => import("@genbagura/ui/templates/ProductPage"),
});

/** The page of a direct mailing: the campaign template under the simple header. */
export const mailingCampaignPage = pageKind<CampaignPageContent>({
  page: () => import("@genbagura/ui/templates/CampaignPage"),
  layout: "default-simple-header",
});

/** The estimate builder: a price list whose quantities total the order in the browser. */
export const estimatePage = pageKind<EstimatePageData>({
  page: () => import("../pages/EstimateRoutePage"),
});

/** `/premium_price`: the public page of the membership, with the members' sign-in. */
export const premiumPlanPage = pageKind<PremiumPricePageContent>({
  page: () => import("../pages/premium/PremiumPricePage"),
});

// The member pages: each route names the `premium` guard; signed-in-only pages are never indexed.

export const memberPriceListPage = pageKind<MemberPriceListContent>({
  page: () => import("../pages/premium/MemberPriceListPage"),
  noindex: true,
});

/** One product's member price: its title, description and trail come from the product's content. */
export const memberProductPage = pageKind<MemberProductContent>({
  page: () => import("../pages/premium/MemberProductPricePage"),
  noindex: true,
  server: server.memberProductPage,
});

export const memberEstimatePage = pageKind<MemberEstimateContent>({
  page: () => import("../pages/premium/MemberEstimatePage"),
  noindex: true,
});
