import type { AtLeastThree, ContentBlock, FeatureItem, LinkItem, StandardPageContent } from "@genbagura/ui";
import { formatPreTaxPrice, formatPrice, formatYen } from "@genbagura/ui";
import { bundleById, productById } from "../catalogue";
import type { Bundle } from "../catalogueTypes";
import { bundlePriceText, bundleSavingText, bundleTotalYen, separateTotalYen } from "../shared/bundles";
import { quoteRequestAction } from "../shared/links";

/** What a set page says in its own words; contents and prices come from the catalogue. */
export interface BundleCopy {
  bundleId: string;
  title: string;
  lead: string;
  features: AtLeastThree<FeatureItem>;
  /** Terms of the set (contract length, who can buy). */
  terms: readonly string[];
  related: readonly LinkItem[];
}

export function bundleContentsTable(bundle: Bundle): ContentBlock {
  return {
    kind: "table",
    heading: "セットの内容",
    caption: `${bundle.name}の内容と単品価格`,
    head: ["製品", "数量", "単品価格(税込)"],
    rows: bundle.components.map((component) => {
      const product = productById(component.productId);
      return [
        product.name,
        `${component.quantity}${component.note ? `(${component.note})` : ""}`,
        formatPrice(product.price),
      ];
    }),
    notes: [`単品でそろえた場合の合計は${formatYen(separateTotalYen(bundle))}(税込)です。`],
  };
}

export function bundlePage(copy: BundleCopy): StandardPageContent {
  const bundle = bundleById(copy.bundleId);
  const total = bundle.termMonths
    ? `${bundle.termMonths}か月の総額は${formatYen(bundleTotalYen(bundle))}(税込)です。`
    : "";
  return {
    title: copy.title,
    lead: copy.lead,
    blocks: [
      { kind: "features", heading: "セットの特長", items: copy.features },
      bundleContentsTable(bundle),
      {
        kind: "prose",
        heading: "セット価格",
        paragraphs: [
          `${bundle.name}の価格は${bundlePriceText(bundle)}(${formatPreTaxPrice(bundle.price)})です。${total}`,
          `単品でそろえるより${bundleSavingText(bundle)}お得です。`,
        ],
        bullets: copy.terms,
      },
      { kind: "relatedLinks", heading: "関連ページ", links: copy.related },
      {
        kind: "callToAction",
        heading: `${bundle.name}を注文する`,
        body: "セットのご注文は見積書をもとに承ります。台数と納品先をお問い合わせ欄にご記入ください。",
        actions: [{ ...quoteRequestAction, label: "セットの見積書を依頼する" }],
      },
    ],
  };
}
