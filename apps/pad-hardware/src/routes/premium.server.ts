import { memberEstimatePage, memberPriceListPage, memberProductPage, premiumPlanPage } from "./kinds";

// The server halves of the pages of ./premium.ts: never in a browser build.

export const premiumPlan = premiumPlanPage.server({
  title: "プレミアム会員のご案内",
  description:
    "現場蔵のプレミアム会員制度のご案内です。タブレットや機器の会員価格、会員専用のお見積もり、限定セミナー、サポートの優先受付などの特典と会費を紹介し、会員の方のサインインもこのページで受け付けます。",
  content: async () => (await import("../../content/premium/premiumPricePage")).premiumPricePageContent,
});

export const memberPriceList = memberPriceListPage.server({
  title: "プレミアム会員価格",
  description:
    "プレミアム会員の方が購入できる現場蔵Padシリーズ、現場蔵Pocket Tough、PowerKitの会員価格の一覧です。一般価格と会員価格、その差額を製品ごとに比べて、会員価格でのお見積もりにお進みいただけます。",
  content: async () => (await import("../../content/premium/memberPriceList.server")).memberPriceListContent,
});

export const memberProductPrice = memberProductPage.server({
  title: "製品別のプレミアム会員価格",
  description:
    "プレミアム会員の方向けに、製品ごとの一般価格と会員価格、その差額、価格に含まれる付属品をご案内するページです。内容を確かめたら、会員価格でのお見積もりにお進みください。",
  content: async ({ params }) =>
    (await import("../../content/premium/memberProductPages.server")).memberProductContent(
      params.productId ?? "",
    ),
});

export const memberEstimate = memberEstimatePage.server({
  title: "プレミアム会員のお見積もり",
  description:
    "プレミアム会員の方が、製品と台数を選んで会員価格での合計と一般価格との差額をその場で計算できるお見積もりページです。計算した内容をもとに、正式な見積書の発行を依頼できます。",
  content: async () => (await import("../../content/premium/memberEstimate.server")).memberEstimateContent,
});
