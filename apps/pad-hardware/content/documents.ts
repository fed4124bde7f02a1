import { documentLinkLabel } from "@genbagura/documents/links";
import type { LoadContext } from "@genbagura/routing";
import type { ContentBlock, ProductPageContent } from "@genbagura/ui";
import { catalogue } from "./catalogue";
import type { AccessoryProduct, DeviceProduct } from "./catalogueTypes";

/**
 * The PDFs the hardware family publishes with its build (src/documents/index.tsx renders them) and the
 * links its pages carry to them, at the URL of the version the page is rendered with.
 */

/** Every device and accessory gets a spec sheet; licences and care plans have no hardware to specify. */
export const specSheetProducts: readonly (DeviceProduct | AccessoryProduct)[] = catalogue.filter(
  (product): product is DeviceProduct | AccessoryProduct =>
    product.kind === "device" || product.kind === "accessory",
);

export const specSheetFile = (productId: string): string => `documents/${productId}-spec.pdf`;
export const priceListFile = "documents/price-list.pdf";

function downloadsBlock(
  links: readonly { label: string; href: string; description: string }[],
): ContentBlock {
  return { kind: "relatedLinks", heading: "資料のダウンロード", links };
}

/** A product page with the spec sheet of each of its products that has one, after the specification. */
export function withSpecSheets(
  content: ProductPageContent,
  productIds: readonly string[],
  context: LoadContext,
): ProductPageContent {
  const links = specSheetProducts
    .filter((product) => productIds.includes(product.id))
    .map((product) => {
      const asset = context.asset(specSheetFile(product.id));
      return {
        label: documentLinkLabel(`${product.name}の仕様書をダウンロード`, asset),
        href: asset.href,
        description: "価格、仕様、同梱品、保証をA4の資料にまとめました。社内での検討や稟議にお使いください。",
      };
    });
  if (links.length === 0) return content;
  return { ...content, blocks: [downloadsBlock(links), ...(content.blocks ?? [])] };
}

/** The download of the family's price list (PDF) that `/price` shows after the family's own tables. */
export function priceListDownload(context: LoadContext): ContentBlock {
  const asset = context.asset(priceListFile);
  return downloadsBlock([
    {
      label: documentLinkLabel("タブレット・機器の料金一覧をダウンロード", asset),
      href: asset.href,
      description:
        "現場蔵Pad・Pocketシリーズ、アクセサリー、現場蔵ケア、セットの価格表をA4の資料にまとめました。価格はすべて消費税を含む総額です。",
    },
  ]);
}
