import type { ContentBlock, LinkItem, PricePlan } from "@genbagura/ui";
import { formatPreTaxPrice, formatPrice } from "@genbagura/ui";
import { carePlanFor, purchaseHref } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";

const priceRowLabel: Readonly<Record<CatalogueProduct["kind"], string>> = {
  device: "本体",
  accessory: "本体",
  app: "年間ライセンス(1台)",
  care: "年間の保守料金(1台)",
};

const taxNote = "価格はすべて消費税10%を含む総額です。括弧内に税抜価格を記しています。";
const invoiceNote = "法人のお客様は請求書払い(月末締め翌月末払い)をご利用いただけます。";

/** How each kind of product reaches the customer: only goods are shipped, so only they mention 送料. */
const deliveryNote: Readonly<Record<CatalogueProduct["kind"], string>> = {
  device: "国内への送料は無料です。",
  accessory: "国内への送料は無料です。",
  app: "ライセンスキーは、ご注文を確認したあとメールでお送りします。",
  care: "料金は端末1台あたりの年額です。修理のときの往復送料は料金に含まれます。",
};

/** Notes under a table that mixes goods, licences and services. */
export const priceNotes = [taxNote, `端末とアクセサリーは、国内への送料が無料です。${invoiceNote}`] as const;

/** Notes under the price of one kind of product. */
export function priceNotesFor(kind: CatalogueProduct["kind"]): readonly string[] {
  return [taxNote, `${deliveryNote[kind]}${invoiceNote}`];
}

/** The next step from a price: a product is quoted; the care plan beside a device is explained first. */
const estimateAction: LinkItem = { label: "見積もりを依頼する", href: "/price/estimate" };
const careAction: LinkItem = { label: "保守の内容を見る", href: "/care" };

function pricePlanOf(product: CatalogueProduct, name: string, action: LinkItem): PricePlan {
  const priceNote = `${priceRowLabel[product.kind]}・${formatPreTaxPrice(product.price)}`;
  return { name, price: formatPrice(product.price), priceNote, action };
}

/**
 * The price of one product as plans side by side, each with its button: the product itself and, for a
 * device, the care plan that covers it.
 */
export function priceTableOf(product: CatalogueProduct, heading = "価格"): ContentBlock {
  const plans = [pricePlanOf(product, product.name, estimateAction)];
  if (product.kind === "device") {
    const care = carePlanFor(product);
    plans.push(pricePlanOf(care, `${care.name}(任意加入)`, careAction));
  }
  return {
    kind: "priceTable",
    heading,
    caption: `${product.name}の価格`,
    plans,
    rows: [],
    notes: priceNotesFor(product.kind),
  };
}

/** A link to the product's purchase page that shows the price in its description. */
export function purchaseLinkOf(product: CatalogueProduct): LinkItem {
  return {
    label: `${product.name}の価格と購入方法を見る`,
    href: purchaseHref(product),
    description: `${formatPrice(product.price)}。${product.summary}`,
  };
}
