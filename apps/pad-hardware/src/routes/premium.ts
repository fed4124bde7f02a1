import type { RouteRegistration } from "@genbagura/routing";
import { crumbs } from "./crumbs";
import { memberEstimatePage, memberPriceListPage, memberProductPage, premiumPlanPage } from "./kinds";
import * as server from "./premium.server";

/** Product ids with a member price: kept here so `validate` answers without loading the price data. */
export const memberProductIds: readonly string[] = [
  "pad",
  "pad-dx",
  "pad-mini",
  "pad-tough",
  "pad-tough-10",
  "pocket-tough",
  "powerkit",
];

/** Premium members (ARCHITECTURE.md section 5, guard `premium`): the public plan page and the member pages. */
export const premiumRoutes: RouteRegistration[] = [
  premiumPlanPage({
    path: "/premium_price",
    server: server.premiumPlan,
    breadcrumbs: [{ label: "プレミアム会員のご案内" }],
  }),
  memberPriceListPage({
    path: "/price/premium",
    server: server.memberPriceList,
    breadcrumbs: [crumbs.members, { label: crumbs.priceList.label }],
    guards: ["premium"],
  }),
  memberProductPage({
    path: "/price/premium/:productId",
    server: server.memberProductPrice,
    breadcrumbs: [crumbs.members, crumbs.priceList, { label: "製品別の会員価格" }],
    guards: ["premium"],
    validate: ({ productId }) =>
      (productId !== undefined && memberProductIds.includes(productId)) || { statusCode: 404 },
  }),
  memberEstimatePage({
    path: "/price/estimate/premium",
    server: server.memberEstimate,
    breadcrumbs: [crumbs.members, { label: "会員のお見積もり" }],
    guards: ["premium"],
  }),
];
