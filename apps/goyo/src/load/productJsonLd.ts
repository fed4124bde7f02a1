import { type ProductId, productById, siteConfig, taxIncluded } from "@genbagura/ui";
import { type GoyoPriceId, goyoPrices } from "../../content/prices";

/** The products of this family that have their own page and price. */
export type GoyoProductId = Extract<ProductId, GoyoPriceId>;

/** schema.org Product of a software product page, with its tax-included price as the offer. */
export function productJsonLd(id: GoyoProductId, description: string): Record<string, unknown> {
  const product = productById(id);
  const url = new URL(product.path, siteConfig.origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description,
    url,
    category: "建設業向けソフトウェア",
    brand: { "@type": "Brand", name: siteConfig.brand.name },
    manufacturer: { "@type": "Organization", name: siteConfig.company.name },
    offers: {
      "@type": "Offer",
      price: String(taxIncluded(goyoPrices[id])),
      priceCurrency: "JPY",
      availability: "https://schema.org/InStock",
      url,
    },
  };
}
