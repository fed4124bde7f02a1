import type { RouteRegistration } from "@genbagura/routing";
import { routeKind } from "@genbagura/routing/routeKit";
import type {
  MemberEstimateContent,
  MemberPriceListContent,
  MemberProductContent,
  PremiumPricePageContent,
} from "../../content/premium/premiumContentTypes";
import { crumbs } from "./crumbs";

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

const premiumPriceRoute = routeKind<PremiumPricePageContent>({
  page: () => import("../pages/premium/PremiumPricePage"),
});

// The member pages: each route names the `premium` guard; signed-in-only pages are never indexed.
const memberPriceListRoute = routeKind<MemberPriceListContent>({
  page: () => import("../pages/premium/MemberPriceListPage"),
  noindex: true,
});

const memberProductRoute = routeKind<MemberProductContent>({
  page: () => import("../pages/premium/MemberProductPricePage"),
  noindex: true,
  meta: async (content) => ({
    title: content.title,
    description: `${content.title}のページです。一般価格と会員価格、その差額、価格に含まれる付属品を確かめて、ほかの製品と組み合わせた会員価格でのお見積もりにお進みください。`,
    breadcrumbs: [crumbs.members, crumbs.priceList, { label: content.title }],
  }),
});

const memberEstimateRoute = routeKind<MemberEstimateContent>({
  page: () => import("../pages/premium/MemberEstimatePage"),
  noindex: true,
});

/** Premium members (ARCHITECTURE.md section 5, guard `premium`): the public plan page and the member pages. */
export const premiumRoutes: RouteRegistration[] = [
  premiumPriceRoute({
    path: "/premium_price",
    title: "プレミアム会員のご案内",
    description:
      "現場蔵のプレミアム会員制度のご案内です。タブレットや機器の会員価格、会員専用のお見積もり、限定セミナー、サポートの優先受付などの特典と会費を紹介し、会員の方のサインインもこのページで受け付けます。",
    breadcrumbs: [{ label: "プレミアム会員のご案内" }],
    content: async () => (await import("../../content/premium/premiumPricePage")).premiumPricePageContent,
  }),
  memberPriceListRoute({
    path: "/price/premium",
    title: "プレミアム会員価格",
    description:
      "プレミアム会員の方が購入できる現場蔵Padシリーズ、現場蔵Pocket Tough、PowerKitの会員価格の一覧です。一般価格と会員価格、その差額を製品ごとに比べて、会員価格でのお見積もりにお進みいただけます。",
    breadcrumbs: [crumbs.members, { label: crumbs.priceList.label }],
    guards: ["premium"],
    content: async () =>
      (await import("../../content/premium/memberPriceList.server")).memberPriceListContent,
  }),
  memberProductRoute({
    path: "/price/premium/:productId",
    title: "製品別のプレミアム会員価格",
    description:
      "プレミアム会員の方向けに、製品ごとの一般価格と会員価格、その差額、価格に含まれる付属品をご案内するページです。内容を確かめたら、会員価格でのお見積もりにお進みください。",
    breadcrumbs: [crumbs.members, crumbs.priceList, { label: "製品別の会員価格" }],
    guards: ["premium"],
    validate: ({ productId }) =>
      (productId !== undefined && memberProductIds.includes(productId)) || { statusCode: 404 },
    content: async ({ params }) =>
      (await import("../../content/premium/memberProductPages.server")).memberProductContent(
        params.productId ?? "",
      ),
  }),
  memberEstimateRoute({
    path: "/price/estimate/premium",
    title: "プレミアム会員のお見積もり",
    description:
      "プレミアム会員の方が、製品と台数を選んで会員価格での合計と一般価格との差額をその場で計算できるお見積もりページです。計算した内容をもとに、正式な見積書の発行を依頼できます。",
    breadcrumbs: [crumbs.members, { label: "会員のお見積もり" }],
    guards: ["premium"],
    content: async () => (await import("../../content/premium/memberEstimate.server")).memberEstimateContent,
  }),
];
