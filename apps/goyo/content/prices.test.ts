import { describe, expect, it } from "vitest";
import { goyoPrices, priceLabel, priceWithUnit, taxIncludedYen } from "./prices";

describe("goyo prices", () => {
  it("adds the 10% consumption tax and drops fractions of a yen", () => {
    expect(taxIncludedYen({ product: "例", unit: "1", billing: "oneTime", taxExcluded: 48_000 })).toBe(
      52_800,
    );
    expect(taxIncludedYen({ product: "例", unit: "1", billing: "oneTime", taxExcluded: 1_005 })).toBe(1_105);
  });

  it("writes prices tax included, with the billing period in front", () => {
    expect(priceLabel("ordermade-hyoushi")).toBe("11,000円(税込)");
    expect(priceLabel("goyo-dx")).toBe("年額 52,800円(税込)");
    expect(priceLabel("cloudalbum-premium")).toBe("月額 3,300円(税込)");
    expect(priceWithUnit("kokuban")).toBe("年額 13,200円(税込)/1ライセンス(端末1台)");
  });

  it("keeps every price a positive whole number of yen", () => {
    for (const price of Object.values(goyoPrices)) {
      expect(Number.isInteger(price.taxExcluded)).toBe(true);
      expect(price.taxExcluded).toBeGreaterThan(0);
    }
  });
});
