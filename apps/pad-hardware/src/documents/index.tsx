import {
  PriceList,
  type PriceListData,
  type SiteDocument,
  SpecSheet,
  type SpecSheetData,
} from "@genbagura/documents";
import { formatPreTaxPrice, formatPrice } from "@genbagura/ui";
import { carePlanFor } from "../../content/catalogue";
import type { AccessoryProduct, DeviceProduct } from "../../content/catalogueTypes";
import { priceListFile, specSheetFile, specSheetProducts } from "../../content/documents";
import { priceListContent } from "../../content/pricing/priceList";
import { priceNotesFor } from "../../content/shared/priceBlocks";
import { deviceSpecNotesFor, specRows } from "../../content/shared/specTables";

/**
 * The hardware family's PDFs, drawn at build time (documentsPlugin in rspack.config.mjs) from the same
 * records and page content its pages read: one spec sheet per device and accessory, and the price list.
 */

export function specSheetData(product: DeviceProduct | AccessoryProduct): SpecSheetData {
  const care = product.kind === "device" ? carePlanFor(product) : undefined;
  return {
    name: product.name,
    drawing: product.illustration,
    sku: product.sku,
    summary: product.summary,
    pagePath: product.pagePath,
    price: formatPrice(product.price),
    preTaxPrice: formatPreTaxPrice(product.price),
    spec: specRows(product.spec),
    includedItems: product.includedItems,
    includedSoftware: product.includedSoftware,
    warranty: product.warranty,
    relatedPrices: care
      ? [
          {
            label: `${care.name}(任意加入)`,
            value: `${formatPrice(care.price)}(${formatPreTaxPrice(care.price)})`,
          },
        ]
      : [],
    notes: [
      ...(product.kind === "device" ? deviceSpecNotesFor([product.spec]) : []),
      ...priceNotesFor(product.kind),
    ].map((note) => `※${note}`),
  };
}

/**
 * The family's own part of `/price`: every price table and note it states there. The software and cloud
 * tables of that page belong to their remotes, which publish them at run time, so the PDF leaves them out.
 */
export function priceListData(): PriceListData {
  const { blocks } = priceListContent([]);
  return {
    title: "料金一覧(タブレット・機器)",
    lead: "現場蔵Pad・Pocketシリーズ、アクセサリー、現場蔵ケア、セットの価格表です。価格はすべて消費税を含む総額です。ソフトウェアと現場蔵クラウドの価格は、ウェブサイトの料金一覧のページでご覧いただけます。",
    pagePath: "/price",
    tables: blocks.flatMap((block) =>
      block.kind === "table"
        ? [
            {
              heading: block.heading ?? block.caption,
              head: block.head,
              rows: block.rows,
              widths: [2.2, 1.4, 2],
            },
          ]
        : [],
    ),
    notes: blocks.flatMap((block) => (block.kind === "notes" ? block.items.map((item) => `※${item}`) : [])),
  };
}

export const documents: readonly SiteDocument[] = [
  ...specSheetProducts.map(
    (product): SiteDocument => ({
      file: specSheetFile(product.id),
      render: (issuedOn) => <SpecSheet data={specSheetData(product)} issuedOn={issuedOn} />,
    }),
  ),
  { file: priceListFile, render: (issuedOn) => <PriceList data={priceListData()} issuedOn={issuedOn} /> },
];
