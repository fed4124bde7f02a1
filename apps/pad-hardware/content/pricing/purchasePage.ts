import type { PageMeta } from "@genbagura/routing";
import type { ContentBlock, StandardPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { carePlanFor, productForPurchasePath } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";
import { documentAction, estimateAction, quoteRequestAction } from "../shared/links";
import { priceTableOf } from "../shared/priceBlocks";
import { productJsonLd } from "../shared/productJsonLd";
import { specTableOf } from "../shared/specTables";

/** What this product is usually ordered with, for the line on totals. */
function orderedWith(product: CatalogueProduct): string {
  switch (product.kind) {
    case "device":
      return `${carePlanFor(product).name}やアクセサリー`;
    case "care":
      return "対象の端末";
    default:
      return "端末やほかのアクセサリー";
  }
}

const orderSteps: ContentBlock = {
  kind: "steps",
  heading: "ご購入の流れ",
  steps: [
    { title: "お見積もり", body: "お見積もりページで合計を計算するか、担当者に見積書をご依頼ください。" },
    {
      title: "ご注文",
      body: "見積書に記した方法で、メールかFAXでご注文ください。法人のお客様は請求書払いを選べます。",
    },
    {
      title: "お届け",
      body: "在庫のある製品は、ご注文から3営業日ほどで発送します。端末は撮影用の設定を済ませてお届けします。",
    },
    {
      title: "初期設定サポート",
      body: "端末には電話での初期設定サポートが付いています。黒板の取り込みや御用達との接続をご案内します。",
    },
  ],
};

const purchasePageTitle = (product: CatalogueProduct): string => `${product.name}の価格と購入方法`;

/** `/price/<id>` and `/price/item/<id>`: what one product costs, what it includes, and how to order it. */
export function purchasePageContent(product: CatalogueProduct): StandardPageContent {
  return {
    title: purchasePageTitle(product),
    lead: `${product.summary}価格、付属品、保証とご購入の流れをご案内します。`,
    blocks: [
      priceTableOf(product),
      {
        kind: "prose",
        heading: "価格に含まれるもの",
        paragraphs: [product.warranty],
        bullets: product.includedItems,
      },
      orderSteps,
      { kind: "specTable", heading: "仕様", ...specTableOf(product) },
      {
        kind: "relatedLinks",
        heading: "この製品について詳しく",
        links: [
          { label: `${product.name}の製品ページ`, href: product.pagePath, description: product.summary },
          { label: "料金一覧", href: "/price" },
          { label: "プレミアム会員価格のご案内", href: "/premium_price" },
        ],
      },
      {
        kind: "callToAction",
        heading: `${product.name}を注文する`,
        body: `${product.name}のご注文は見積書をもとに承ります。${orderedWith(product)}と合わせた合計は、お見積もりページで計算できます。`,
        actions: [quoteRequestAction, { ...estimateAction, variant: "secondary" }, documentAction(product)],
      },
    ],
  };
}

/** The page of a purchase path: undefined for a path no product is sold at. */
export function purchasePageAt(path: string): StandardPageContent | undefined {
  const product = productForPurchasePath(path);
  return product && purchasePageContent(product);
}

/** The metadata of a purchase path's page; `identifier` names its product in the JSON-LD. */
export function purchasePageMeta(path: string, identifier: string): PageMeta | undefined {
  const product = productForPurchasePath(path);
  if (!product) return undefined;
  const title = purchasePageTitle(product);
  return {
    title,
    description: `${product.name}の価格は${formatPrice(product.price)}です。${product.summary}付属品と保証、ご購入の流れ、仕様をご案内します。`,
    breadcrumbs: [{ label: "料金一覧", href: "/price" }, { label: title }],
    jsonLd: [productJsonLd(product, identifier)],
  };
}
