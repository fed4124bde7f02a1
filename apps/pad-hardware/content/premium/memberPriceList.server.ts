import { formatPrice } from "@genbagura/ui";
import { memberSessionText } from "./memberSession";
import type { MemberPriceListContent } from "./premiumContentTypes";
import { memberOffers } from "./premiumPrices.server";

export const memberPriceListContent: MemberPriceListContent = {
  title: "プレミアム会員価格",
  lead: "プレミアム会員の方が購入できるタブレット・機器の会員価格です。製品名を選ぶと、付属品と価格の内訳を確かめられます。",
  tableCaption: "製品ごとの一般価格と会員価格(税込)",
  columns: { product: "製品", list: "一般価格", member: "会員価格", saving: "差額" },
  rows: memberOffers.map(({ product, member, saving }) => ({
    name: product.name,
    href: `/price/premium/${product.id}`,
    list: formatPrice(product.price),
    member: formatPrice(member),
    saving: formatPrice(saving),
  })),
  notes: [
    "※価格はすべて1台(1セット)あたりの税込価格です。",
    "※送料は無料です。離島など一部の地域は別途お見積もりになります。",
    "※10台以上をまとめてご購入いただく場合は、お見積もりの際にご相談ください。",
  ],
  callToAction: {
    heading: "台数を決めて合計を計算する",
    body: "製品と台数を選ぶと、会員価格での合計と一般価格との差額をその場で計算できます。",
    actions: [{ label: "会員価格でお見積もりを作る", href: "/price/estimate/premium" }],
  },
  session: memberSessionText,
};
