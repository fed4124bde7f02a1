import { describe, expect, it } from "vitest";
import { productIdentifierFor, purchaseKindFor, purchasePathFor } from "./productId";

describe("productIdentifierFor", () => {
  it.each([
    ["/price/premium/pad-tough", "pad-tough", "premium_pad-tough"],
    ["/price/premium/pad-tough/", "pad-tough", "premium_pad-tough"],
    ["/price/estimate/premium", "goyo-dx", "premium_goyo-dx"],
    ["/item/cliplight", "cliplight", "catalog_cliplight"],
    ["/price/item/cliplight/", "cliplight", "catalog_cliplight"],
    ["/price/pad-mini", "pad-mini", "pad-mini"],
    ["/price/cloud-standard/", "cloud-standard", "cloud-standard"],
  ])("%s with %s -> %s", (pathname, productId, expected) => {
    expect(productIdentifierFor(pathname, productId)).toBe(expected);
  });

  it("prefers premium when a path mentions both premium and item", () => {
    expect(productIdentifierFor("/price/premium/item-set", "item-set")).toBe("premium_item-set");
  });

  it("has no identifier without a product id", () => {
    expect(productIdentifierFor("/price/premium", undefined)).toBeUndefined();
    expect(productIdentifierFor("/item", "")).toBeUndefined();
  });
});

describe("purchaseKindFor", () => {
  it("reads the kind from the path", () => {
    expect(purchaseKindFor("/premium_price")).toBe("premium");
    expect(purchaseKindFor("/item/index_lp")).toBe("item");
    expect(purchaseKindFor("/price")).toBe("standard");
  });
});

describe("purchasePathFor", () => {
  it("builds the three purchase paths with a trailing slash", () => {
    expect(purchasePathFor("premium", "pad-tough")).toBe("/price/premium/pad-tough/");
    expect(purchasePathFor("item", "cliplight")).toBe("/price/item/cliplight/");
    expect(purchasePathFor("standard", "pad-mini")).toBe("/price/pad-mini/");
  });

  it("keeps an odd id inside one path segment", () => {
    expect(purchasePathFor("standard", "a/b")).toBe("/price/a%2Fb/");
  });

  it("round-trips: the path of an identifier derives the same identifier", () => {
    expect(productIdentifierFor(purchasePathFor("premium", "x1"), "x1")).toBe("premium_x1");
    expect(productIdentifierFor(purchasePathFor("item", "x1"), "x1")).toBe("catalog_x1");
    expect(productIdentifierFor(purchasePathFor("standard", "x1"), "x1")).toBe("x1");
  });
});
