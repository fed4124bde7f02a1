import type { RouteParams, RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { landingPage, priceTablePage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { estimatePage, formPage } from "./kinds";
import * as server from "./pricingRoutes.server";

type ProductIds = typeof import("./productIds");

/**
 * Answers 404 for a product id the route does not sell. The ids come from the catalogue
 * (`./productIds`), loaded only when such a route is validated.
 */
function knownId(idsOf: (ids: ProductIds) => readonly string[]) {
  return async ({ productId }: RouteParams) =>
    (productId !== undefined && idsOf(await import("./productIds")).includes(productId)) || {
      statusCode: 404,
    };
}

/** Pricing, estimates, the catalogue, sets and the pickup request. */
export const pricingRoutes: RouteRegistration[] = [
  standardPage({
    path: "/price",
    breadcrumbs: [{ label: "料金" }],
    server: server.price,
    reads: ["goyo", "cloud"],
  }),
  estimatePage({
    path: "/price/estimate",
    server: server.priceEstimate,
    breadcrumbs: trail("お見積もり"),
  }),
  estimatePage({
    path: "/price/estimate/item",
    server: server.priceEstimateItem,
    breadcrumbs: trail("アクセサリーと保守"),
  }),
  estimatePage({
    path: "/price/estimate/print3",
    server: server.priceEstimatePrint3,
    breadcrumbs: trail("印刷用"),
  }),
  // The record of a purchase page is the one whose purchaseLink is the page's path (spec section 3).
  standardPage({
    path: "/price/:productId",
    breadcrumbs: trail("製品の価格と購入方法"),
    validate: knownId((ids) => ids.standardPurchaseIds),
    server: server.standardPurchase,
  }),
  standardPage({
    path: "/price/item/:productId",
    breadcrumbs: trail("製品の価格と購入方法"),
    validate: knownId((ids) => ids.itemPurchaseIds),
    server: server.itemPurchase,
  }),
  standardPage({
    path: "/item",
    server: server.item,
    breadcrumbs: trail("製品カタログ"),
  }),
  landingPage({
    path: "/item/index_lp",
    server: server.itemIndexLp,
    breadcrumbs: trail("メーカー直販のご案内"),
  }),
  standardPage({
    path: "/item/:productId",
    breadcrumbs: trail("製品"),
    validate: knownId((ids) => ids.catalogueIds),
    server: server.catalogueItem,
  }),
  priceTablePage({
    path: "/care/price",
    server: server.carePrice,
    breadcrumbs: trail("料金", { label: "現場蔵ケア", href: "/care" }),
  }),
  standardPage({
    path: "/perfectset",
    server: server.perfectset,
    breadcrumbs: trail("パーフェクトセット"),
  }),
  standardPage({
    path: "/pad/perfectset",
    server: server.padPerfectset,
    breadcrumbs: trail("Pad Tough パーフェクトセット"),
  }),
  standardPage({
    path: "/pad/perfectset/paddx",
    server: server.padPerfectsetPaddx,
    breadcrumbs: trail("Pad DX パーフェクトセット"),
  }),
  standardPage({
    path: "/easy_pack/pad",
    server: server.easyPackPad,
    breadcrumbs: trail("かんたんパック"),
  }),
  formPage({
    path: "/products/pickup",
    server: server.productsPickup,
    breadcrumbs: trail("おすすめ製品のお見積もり依頼"),
  }),
  thanksPage({
    path: "/products/pickup/thanks",
    server: server.productsPickupThanks,
    breadcrumbs: trail("受付完了", {
      label: "おすすめ製品のお見積もり依頼",
      href: "/products/pickup",
    }),
  }),
];
