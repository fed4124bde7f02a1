/**
 * Product identifiers derived from the route (spec section 3): the same product id names a different
 * record on a premium page (`premium_<id>`), a catalogue item page (`catalog_<id>`) or a plain price page.
 */
export const purchaseKinds = ["premium", "item", "standard"] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

const identifierPrefixes: Readonly<Record<PurchaseKind, string>> = {
  premium: "premium_",
  item: "catalog_",
  standard: "",
};

const purchasePathPrefixes: Readonly<Record<PurchaseKind, string>> = {
  premium: "/price/premium/",
  item: "/price/item/",
  standard: "/price/",
};

/** Which kind of product a path shows: `premium` wins over `item` when a path contains both. */
export function purchaseKindFor(pathname: string): PurchaseKind {
  if (pathname.includes("premium")) return "premium";
  if (pathname.includes("item")) return "item";
  return "standard";
}

/** `premium_<id>`, `catalog_<id>` or `<id>`; undefined when the route has no product id. */
export function productIdentifierFor(pathname: string, productId: string | undefined): string | undefined {
  if (productId === undefined || productId === "") return undefined;
  return `${identifierPrefixes[purchaseKindFor(pathname)]}${productId}`;
}

/** The purchase page of a product: `/price/premium/<id>/`, `/price/item/<id>/` or `/price/<id>/`. */
export function purchasePathFor(kind: PurchaseKind, productId: string): string {
  return `${purchasePathPrefixes[kind]}${encodeURIComponent(productId)}/`;
}
