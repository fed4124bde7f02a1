import { describe, expect, it } from "vitest";
import { findProduct, normalisePurchaseLink } from "./productCatalogue";
import { purchasePathFor } from "./productId";

interface PriceRecord {
  name: string;
  priceYen: number;
  purchaseLink?: string;
  sku?: string;
}

const catalogue: readonly PriceRecord[] = [
  { name: "現場蔵Pad Tough", priceYen: 198_000, purchaseLink: "/price/premium/pad-tough/", sku: "GP-TGH-01" },
  { name: "LEDクリップライト", priceYen: 4_980, purchaseLink: "/price/item/cliplight", sku: "GP-CL-01" },
  { name: "現場蔵Pad Mini", priceYen: 89_800, purchaseLink: "/price/pad-mini/" },
  { name: "現場蔵ケア", priceYen: 12_000, sku: "GP-CARE-1Y" },
];

describe("findProduct", () => {
  it("finds a record by its purchase link, whatever the trailing slash", () => {
    expect(findProduct(catalogue, { purchaseLink: "/price/premium/pad-tough" })?.name).toBe(
      "現場蔵Pad Tough",
    );
    expect(findProduct(catalogue, { purchaseLink: "/price/item/cliplight/" })?.name).toBe(
      "LEDクリップライト",
    );
    expect(findProduct(catalogue, { purchaseLink: purchasePathFor("standard", "pad-mini") })?.priceYen).toBe(
      89_800,
    );
  });

  it("finds a record by sku", () => {
    expect(findProduct(catalogue, { sku: "GP-CARE-1Y" })?.name).toBe("現場蔵ケア");
  });

  it("falls back to the sku when the link matches nothing", () => {
    expect(findProduct(catalogue, { purchaseLink: "/price/unknown/", sku: "GP-CL-01" })?.name).toBe(
      "LEDクリップライト",
    );
  });

  it("prefers the purchase link when both match different records", () => {
    expect(findProduct(catalogue, { purchaseLink: "/price/pad-mini", sku: "GP-CL-01" })?.name).toBe(
      "現場蔵Pad Mini",
    );
  });

  it("does not confuse a premium path with the plain one", () => {
    expect(findProduct(catalogue, { purchaseLink: "/price/pad-tough/" })).toBeUndefined();
  });

  it("finds nothing for an empty or unknown query", () => {
    expect(findProduct(catalogue, {})).toBeUndefined();
    expect(findProduct(catalogue, { purchaseLink: "", sku: "" })).toBeUndefined();
    expect(findProduct(catalogue, { sku: "NOPE" })).toBeUndefined();
  });
});

describe("normalisePurchaseLink", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(normalisePurchaseLink("/price/x//")).toBe("/price/x");
    expect(normalisePurchaseLink("/price/x")).toBe("/price/x");
    expect(normalisePurchaseLink("/")).toBe("/");
  });
});
