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
import { deviceViewsOf } from "./deviceDrawings";
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

/** How the drawings were made, said beside them so the sizes can be trusted. */
const viewsNote =
  "仕様表の外形寸法と端子から描いた図です。どの機種も同じ縮尺なので、ほかの機種のページの図と大きさを比べられます。";

export function productPage(copy: ProductCopy): ProductPageContent {
  const product = productById(copy.productId);
  const views = product.kind === "device" ? deviceViewsOf(product) : undefined;
  return {
    ...(views
      ? {
          views: {
            front: views[0],
            heading: `${product.name}の外観と端子`,
            note: viewsNote,
            others: [views[1], views[2], views[3]],
          },
        }
      : {}),
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
