import type { PriceGroup } from "@genbagura/routing";
import type { ContentBlock, StandardPageContent } from "@genbagura/ui";
import { formatPreTaxPrice, formatPrice } from "@genbagura/ui";
import { bundles, catalogue } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";
import { bundleContentsText, bundlePriceText } from "../shared/bundles";
import { cloudPlanLink, estimateAction, quoteRequestAction } from "../shared/links";
import { priceNotes, purchaseLinkOf } from "../shared/priceBlocks";

function priceRows(products: readonly CatalogueProduct[]): string[][] {
  return products.map((product) => [
    product.name,
    formatPrice(product.price),
    formatPreTaxPrice(product.price),
  ]);
}

function priceListTable(heading: string, products: readonly CatalogueProduct[]): ContentBlock {
  return {
    kind: "table",
    heading,
    caption: `${heading}の価格`,
    head: ["製品", "価格(税込)", "税抜価格"],
    rows: priceRows(products),
  };
}

/** Another family's prices, as its remote publishes them (the page reads them, never copies them). */
function familyPriceTable(group: PriceGroup): ContentBlock {
  return {
    kind: "table",
    heading: group.heading,
    caption: `${group.heading}の価格`,
    head: ["製品", "内容", "価格(税込)", "税抜価格"],
    rows: group.prices.map((price) =>
      price.preTaxYen === 0
        ? [price.product, price.unit, "無料", "無料"]
        : [price.product, price.unit, formatPrice(price), formatPreTaxPrice(price)],
    ),
  };
}

/**
 * `/price`: every product, set and plan of the family, read from the catalogue, then the software and
 * cloud prices that their own remotes publish (a family that is down is left out, not guessed).
 */
export const priceListContent = (
  otherFamilies: readonly PriceGroup[],
  /** The family's price list as a PDF, shown after its own tables (it covers those, not the others). */
  download?: ContentBlock,
): StandardPageContent => ({
  title: "料金一覧",
  lead: "現場蔵Pad・Pocketシリーズ、アクセサリー、現場蔵ケア、お得なセットに加えて、御用達・工事黒板・出来形などのソフトウェアと現場蔵クラウドの価格をまとめました。価格はすべて消費税を含む総額です。台数を決めたら、お見積もりページで合計を計算できます。",
  blocks: [
    priceListTable(
      "タブレット・端末",
      catalogue.filter((product) => product.kind === "device"),
    ),
    priceListTable(
      "アクセサリー・アプリ",
      catalogue.filter((product) => product.kind === "accessory" || product.kind === "app"),
    ),
    priceListTable(
      "保守サービス",
      catalogue.filter((product) => product.kind === "care"),
    ),
    {
      kind: "table",
      heading: "セット・パック",
      caption: "セット・パックの価格",
      head: ["セット", "価格(税込)", "内容"],
      rows: bundles.map((bundle) => [bundle.name, bundlePriceText(bundle), bundleContentsText(bundle)]),
    },
    ...(download ? [download] : []),
    ...otherFamilies.map(familyPriceTable),
    { kind: "notes", items: priceNotes },
    {
      kind: "relatedLinks",
      heading: "製品ごとの価格と購入方法",
      links: catalogue.map(purchaseLinkOf),
    },
    {
      kind: "relatedLinks",
      heading: "クラウドの料金と会員価格",
      links: [
        cloudPlanLink,
        {
          label: "プレミアム会員のご案内",
          href: "/premium_price",
          description: "会員の方は、タブレットや機器を会員価格でお求めいただけます。",
        },
        {
          label: "現場蔵ケアの料金",
          href: "/care/price",
          description: "保守サービスの2つのプランを比べられます。",
        },
        {
          label: "セットの一覧",
          href: "/perfectset",
          description: "タブレット、PowerKit、ライト、ケアをまとめたパーフェクトセットです。",
        },
      ],
    },
    {
      kind: "callToAction",
      heading: "お見積もり",
      body: "台数を入れると、その場で合計を計算できます。正式な見積書が必要な場合は、担当者がお作りします。",
      actions: [estimateAction, { ...quoteRequestAction, variant: "secondary" }],
    },
  ],
});
