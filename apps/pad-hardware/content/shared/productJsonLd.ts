import { siteConfig, taxIncluded } from "@genbagura/ui";
import { purchaseHref } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";

const billingUnit = { yearly: "ANN", monthly: "MON" } as const;

/** schema.org Product with its offer (ARCHITECTURE.md section 4); `identifier` is the route's product id. */
export function productJsonLd(product: CatalogueProduct, identifier = product.id): Record<string, unknown> {
  const { price } = product;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    productID: identifier,
    description: product.summary,
    url: new URL(product.pagePath, siteConfig.origin).href,
    brand: { "@type": "Brand", name: siteConfig.brand.name },
    offers: {
      "@type": "Offer",
      url: new URL(purchaseHref(product), siteConfig.origin).href,
      price: taxIncluded(price),
      priceCurrency: "JPY",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: siteConfig.company.name },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: taxIncluded(price),
        priceCurrency: "JPY",
        valueAddedTaxIncluded: true,
        ...(price.billing === "once"
          ? {}
          : {
              referenceQuantity: {
                "@type": "QuantitativeValue",
                value: 1,
                unitCode: billingUnit[price.billing],
              },
            }),
      },
    },
  };
}
