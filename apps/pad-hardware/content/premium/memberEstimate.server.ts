import { memberSessionText } from "./memberSession";
import type { MemberEstimateContent } from "./premiumContentTypes";
import { memberOffers } from "./premiumPrices.server";

export const memberEstimateContent: MemberEstimateContent = {
  title: "プレミアム会員のお見積もり",
  lead: "製品ごとに台数を入力すると、会員価格での合計と、一般価格との差額をその場で計算します。計算した内容をもとに、正式な見積書の発行を依頼できます。",
  tableCaption: "会員価格でのお見積もり(税込)",
  columns: { product: "製品", member: "会員価格(1台)", quantity: "台数", subtotal: "小計" },
  quantityLabel: "{name}の台数",
  lines: memberOffers.map(({ product, member }) => ({
    id: product.id,
    name: product.name,
    href: `/price/premium/${product.id}`,
    price: member,
    listPrice: product.price,
  })),
  totals: { list: "一般価格での合計", member: "会員価格での合計", saving: "一般価格との差額" },
  emptyHint: "台数を入力すると、ここに合計が表示されます。",
  notes: [
    "※この計算は概算です。正式な金額は見積書でお知らせします。",
    "※台数は製品ごとに0〜99台で入力してください。100台以上のご購入はお問い合わせください。",
    "※送料は無料です。離島など一部の地域は別途お見積もりになります。",
  ],
  callToAction: {
    heading: "正式な見積書の発行を依頼する",
    body: "お見積もりフォームに会員IDと、計算した製品・台数をご記入ください。担当者が内容を確かめて、見積書をメールでお送りします。",
    actions: [
      { label: "見積書の発行を依頼する", href: "/request" },
      { label: "会員価格の一覧に戻る", href: "/price/premium", variant: "secondary" },
    ],
  },
  session: memberSessionText,
};
