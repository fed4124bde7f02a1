import { formatFullPrice, formatPrice } from "@genbagura/ui";
import { memberSessionText } from "./memberSession";
import type { MemberProductContent } from "./premiumContentTypes";
import { memberOfferFor } from "./premiumPrices.server";

/** The member price page of one product, or null for a product without a member price. */
export function memberProductContent(productId: string): MemberProductContent | null {
  const offer = memberOfferFor(productId);
  if (!offer) return null;
  const { product, member, saving } = offer;
  return {
    title: `${product.name}のプレミアム会員価格`,
    lead: `${product.summary}プレミアム会員の方は、次の会員価格で購入できます。`,
    prices: {
      caption: `${product.name}の価格(1台あたり)`,
      rows: [
        { label: "一般価格", value: formatFullPrice(product.price) },
        { label: "会員価格", value: formatFullPrice(member) },
        { label: "一般価格との差額", value: formatPrice(saving) },
      ],
    },
    includes: { heading: "価格に含まれるもの", items: product.includedItems },
    notes: [
      `※${product.warranty}が付きます。`,
      "※送料は無料です。離島など一部の地域は別途お見積もりになります。",
      "※ご注文から出荷までは、在庫がある場合で3営業日ほどです。",
    ],
    callToAction: {
      heading: `${product.name}のお見積もり`,
      body: "台数を選ぶと、会員価格での合計をその場で計算できます。ほかの製品と組み合わせた合計も出せます。",
      actions: [
        { label: "会員価格でお見積もりを作る", href: "/price/estimate/premium" },
        { label: `${product.name}の製品ページを見る`, href: product.pagePath, variant: "secondary" },
      ],
    },
    back: { label: "会員価格の一覧に戻る", href: "/price/premium" },
    session: memberSessionText,
  };
}
