import type { PageMeta } from "@genbagura/routing";
import type { StandardPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { catalogue } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";
import { documentAction } from "../shared/links";
import { purchaseLinkOf } from "../shared/priceBlocks";
import { productJsonLd } from "../shared/productJsonLd";
import { specRows } from "../shared/specTables";
import { catalogueNotes } from "./catalogueNotes";

const catalogueItemTitle = (product: CatalogueProduct): string => `製品カタログ:${product.name}`;

/** `/item/<id>`: the catalogue sheet of one product, a short spec and the way to its purchase page. */
export function catalogueItemContent(product: CatalogueProduct): StandardPageContent {
  const note = catalogueNotes[product.id];
  return {
    title: catalogueItemTitle(product),
    lead: `${product.summary}価格は${formatPrice(product.price)}です。`,
    blocks: [
      {
        kind: "specTable",
        heading: "主な仕様",
        caption: `${product.name}の主な仕様`,
        rows: [
          { label: "品番", value: product.sku },
          { label: "価格", value: formatPrice(product.price) },
          ...specRows(product.spec).slice(0, 6),
          { label: "付属品・内容", value: product.includedItems.join("、") },
          { label: "保証", value: product.warranty },
        ],
      },
      ...(note ? [{ kind: "prose" as const, ...note }] : []),
      {
        kind: "relatedLinks",
        heading: "購入と詳しい情報",
        links: [
          purchaseLinkOf(product),
          {
            label: `${product.name}の製品ページ`,
            href: product.pagePath,
            description: "特長と仕様の全項目をご覧いただけます。",
          },
          { label: "製品カタログの一覧に戻る", href: "/item" },
        ],
      },
      {
        kind: "callToAction",
        heading: "資料とお見積もり",
        actions: [
          documentAction(product),
          { label: "お見積もりを計算する", href: "/price/estimate", variant: "secondary" },
        ],
      },
    ],
  };
}

const productWithId = (productId: string): CatalogueProduct | undefined =>
  catalogue.find((record) => record.id === productId);

/** The page of `/item/<id>`: undefined for an id the catalogue does not have. */
export function catalogueItemPageOf(productId: string): StandardPageContent | undefined {
  const product = productWithId(productId);
  return product && catalogueItemContent(product);
}

/** The metadata of `/item/<id>`; `identifier` names its product in the JSON-LD. */
export function catalogueItemMeta(productId: string, identifier: string): PageMeta | undefined {
  const product = productWithId(productId);
  if (!product) return undefined;
  return {
    title: catalogueItemTitle(product),
    description: `製品カタログの${product.name}(品番 ${product.sku})のページです。${product.summary}主な仕様と付属品を確かめて、購入ページへ進めます。`,
    breadcrumbs: [
      { label: "タブレット・機器", href: "/pad" },
      { label: "製品カタログ", href: "/item" },
      { label: product.name },
    ],
    jsonLd: [productJsonLd(product, identifier)],
  };
}
