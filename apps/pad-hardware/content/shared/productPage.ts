import type {
  AtLeastThree,
  ContentBlock,
  FaqItem,
  IllustrationRef,
  LinkItem,
  ProductPageContent,
  TitledProse,
} from "@genbagura/ui";
import { productById } from "../catalogue";
import { documentAction, estimateAction, productCallToAction } from "./links";
import { priceTableOf, purchaseLinkOf } from "./priceBlocks";
import { specTableOf } from "./specTables";

/** What a product page says in its own words; specification and prices come from the catalogue. */
export interface ProductCopy {
  productId: string;
  /** Defaults to the product name. */
  title?: string;
  eyebrow?: string;
  lead: string;
  illustration?: IllustrationRef;
  features: AtLeastThree<TitledProse>;
  /** Sections after the specification and before the price (line-ups, comparisons, links). */
  blocks?: readonly ContentBlock[];
  faq: AtLeastThree<FaqItem>;
  /** The product's full FAQ on the support site. */
  faqMore?: LinkItem;
  relatedCase: LinkItem;
  callToActionBody: string;
}

export function productPage(copy: ProductCopy): ProductPageContent {
  const product = productById(copy.productId);
  return {
    hero: {
      title: copy.title ?? product.name,
      lead: copy.lead,
      ...(copy.eyebrow ? { eyebrow: copy.eyebrow } : {}),
      ...(copy.illustration ? { illustration: copy.illustration } : {}),
      actions: [documentAction(product), { ...estimateAction, variant: "secondary" }],
    },
    features: copy.features,
    spec: specTableOf(product),
    blocks: [
      ...(copy.blocks ?? []),
      priceTableOf(product),
      {
        kind: "relatedLinks",
        heading: "購入とお見積もり",
        links: [purchaseLinkOf(product), { ...estimateAction }],
      },
    ],
    faq: {
      heading: `${product.name}のよくあるご質問`,
      items: copy.faq,
      ...(copy.faqMore ? { more: copy.faqMore } : {}),
    },
    relatedCase: copy.relatedCase,
    callToAction: productCallToAction(product, copy.callToActionBody),
  };
}
