import { catalogue, purchaseHref } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";
import type { EstimateGroup, EstimatePageData } from "../pageData";
import { quoteRequestAction } from "../shared/links";
import { priceNotes } from "../shared/priceBlocks";

function group(heading: string, products: readonly CatalogueProduct[]): EstimateGroup {
  return {
    heading,
    caption: `${heading}の価格と数量`,
    lines: products.map((product) => ({
      id: product.id,
      name: product.name,
      href: purchaseHref(product),
      price: product.price,
    })),
  };
}

const deviceGroup = group(
  "タブレット・端末",
  catalogue.filter((product) => product.kind === "device"),
);
const accessoryGroup = group(
  "アクセサリー・アプリ",
  catalogue.filter((product) => product.kind === "accessory" || product.kind === "app"),
);
const careGroup = group(
  "保守サービス(現場蔵ケア)",
  catalogue.filter((product) => product.kind === "care"),
);

/** The wording every estimate page shares; each page adds its title, lead and product groups. */
const builderText = {
  columns: { product: "製品", price: "価格", quantity: "数量", subtotal: "小計(税込)" },
  quantityLabel: "{name}の数量",
  totals: {
    heading: "お見積もりの合計",
    units: "選んだ数量の合計",
    once: "初期費用の合計(本体・アクセサリー)",
    yearly: "年間費用の合計(ライセンス・現場蔵ケア)",
    preTax: "税抜",
  },
  emptyHint: "数量を入力すると、ここに合計金額を表示します。",
  noScript:
    "JavaScriptが無効のため、合計の計算は使えません。下の価格表をもとに、正式な見積書をご依頼ください。",
  notes: [
    ...priceNotes,
    "このページの合計は目安です。台数の多いご注文や、プレミアム会員価格・キャンペーン価格の適用は、正式な見積書でご案内します。",
  ],
  callToAction: {
    heading: "正式な見積書を依頼する",
    body: "計算した内容をお問い合わせ欄にご記入いただくと、担当者が2営業日以内に見積書をお送りします。",
    actions: [quoteRequestAction],
  },
} as const;

export const estimateContent: EstimatePageData = {
  ...builderText,
  title: "お見積もり",
  lead: "タブレット、アクセサリー、現場蔵ケアの数量を入れると、初期費用と年間費用の合計をその場で計算します。計算した内容をもとに、正式な見積書を依頼できます。",
  groups: [deviceGroup, accessoryGroup, careGroup],
  related: {
    heading: "関連ページ",
    links: [
      { label: "アクセサリーと保守だけのお見積もり", href: "/price/estimate/item" },
      { label: "印刷用のお見積もり", href: "/price/estimate/print3" },
      { label: "料金一覧", href: "/price" },
      { label: "現場蔵クラウドの料金プラン", href: "/cloud/plan" },
    ],
  },
};

export const itemEstimateContent: EstimatePageData = {
  ...builderText,
  title: "アクセサリーと保守のお見積もり",
  lead: "お使いの現場蔵Pad・Pocketに追加するアクセサリー、現場蔵カメラのライセンス、現場蔵ケアの合計を計算します。端末の買い増しは、すべての製品のお見積もりページをご利用ください。",
  groups: [accessoryGroup, careGroup],
  related: {
    heading: "関連ページ",
    links: [
      { label: "すべての製品のお見積もり", href: "/price/estimate" },
      { label: "製品カタログ", href: "/item" },
    ],
  },
};

export const printableEstimateContent: EstimatePageData = {
  ...builderText,
  title: "印刷用のお見積もり",
  lead: "社内の稟議や発注者への説明に使えるよう、数量を入れた見積もりをそのまま印刷できるページです。正式な見積書が必要な場合は、担当者が社名入りでお作りします。",
  groups: [deviceGroup, accessoryGroup, careGroup],
  printLabel: "このお見積もりを印刷する",
  related: {
    heading: "関連ページ",
    links: [
      { label: "お見積もり(画面で計算する)", href: "/price/estimate" },
      { label: "料金一覧", href: "/price" },
    ],
  },
};
