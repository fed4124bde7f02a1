import { trimTrailingSlashes } from "./trailingSlashes";

/** The two fields a product record is found by (spec section 3); the owning remote adds the rest. */
export interface CatalogueKeys {
  purchaseLink?: string;
  sku?: string;
}

export interface ProductQuery {
  /** A purchase path, with or without its trailing slash. */
  purchaseLink?: string;
  sku?: string;
}

/** `/price/x/` and `/price/x` name the same page. */
export function normalisePurchaseLink(link: string): string {
  const trimmed = trimTrailingSlashes(link);
  return trimmed === "" ? "/" : trimmed;
}

/** The record whose purchaseLink matches, else the one whose sku matches. */
export function findProduct<Product extends CatalogueKeys>(
  records: readonly Product[],
  query: ProductQuery,
): Product | undefined {
  if (query.purchaseLink !== undefined && query.purchaseLink !== "") {
    const wanted = normalisePurchaseLink(query.purchaseLink);
    const byLink = records.find(
      (record) => record.purchaseLink !== undefined && normalisePurchaseLink(record.purchaseLink) === wanted,
    );
    if (byLink !== undefined) return byLink;
  }
  if (query.sku !== undefined && query.sku !== "") {
    return records.find((record) => record.sku === query.sku);
  }
  return undefined;
}
