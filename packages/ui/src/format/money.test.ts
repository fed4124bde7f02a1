import { describe, expect, it } from "vitest";
import {
  CONSUMPTION_TAX_PERCENT,
  estimateTotal,
  formatFullPrice,
  formatPreTaxPrice,
  formatPrice,
  formatYen,
  type Price,
  taxIncluded,
  taxIncludedYen,
  timesQuantity,
} from "./money";

/** The rule of ARCHITECTURE section 12, written out with BigInt so it cannot share a float mistake. */
const byRule = (preTaxYen: number) => Number((BigInt(preTaxYen) * 110n) / 100n);

describe("the consumption tax rule", () => {
  it("is 10 %", () => {
    expect(CONSUMPTION_TAX_PERCENT).toBe(10);
  });

  it("adds 10 % in integers and rounds down to the yen", () => {
    for (const preTaxYen of [0, 1, 9, 10, 99, 1_005, 6_800, 12_345, 120_000, 999_999, 123_456_789]) {
      expect(taxIncludedYen(preTaxYen), String(preTaxYen)).toBe(byRule(preTaxYen));
    }
  });

  it("rounds down where rounding to the nearest yen would round up", () => {
    // 5 yen before tax is 5.5 yen with tax; 1,005 yen is 1,105.5; 19 yen is 20.9.
    for (const preTaxYen of [5, 1_005, 19, 2_999]) {
      const exact = (preTaxYen * 110) / 100;
      expect(taxIncludedYen(preTaxYen)).toBe(byRule(preTaxYen));
      expect(taxIncludedYen(preTaxYen)).toBeLessThan(Math.round(exact));
      expect(taxIncludedYen(preTaxYen)).toBe(Math.floor(exact));
    }
  });

  it("is exact where floating point would not be", () => {
    // 1.1 is not exact in binary: 1_010 * 1.1 is 1110.0000000000002 in floating point.
    expect(taxIncludedYen(1_010)).toBe(byRule(1_010));
    for (let preTaxYen = 0; preTaxYen < 5_000; preTaxYen += 1) {
      expect(taxIncludedYen(preTaxYen)).toBe(byRule(preTaxYen));
    }
  });

  it("refuses amounts that are not whole, non-negative yen", () => {
    expect(() => taxIncludedYen(1.5)).toThrow(RangeError);
    expect(() => taxIncludedYen(-1)).toThrow(RangeError);
    expect(() => taxIncludedYen(Number.NaN)).toThrow(RangeError);
  });

  it("derives a price's tax-included figure from its pre-tax amount", () => {
    const price: Price = { preTaxYen: 120_000, billing: "once" };
    expect(taxIncluded(price)).toBe(byRule(price.preTaxYen));
  });
});

describe("the yen formatter", () => {
  it("groups digits as Intl ja-JP does and appends 円", () => {
    for (const yen of [0, 7, 480, 7_480, 132_000, 1_234_567]) {
      expect(formatYen(yen)).toBe(`${yen.toLocaleString("ja-JP")}円`);
    }
    expect(formatYen(1_234_567)).toBe("1,234,567円");
    expect(() => formatYen(0.5)).toThrow(RangeError);
  });

  it("writes a price tax included, with its billing period in front", () => {
    const once: Price = { preTaxYen: 120_000, billing: "once" };
    expect(formatPrice(once)).toBe("132,000円(税込)");
    expect(formatPrice({ preTaxYen: 12_000, billing: "yearly" })).toBe("年額 13,200円(税込)");
    expect(formatPrice({ preTaxYen: 4_000, billing: "monthly" })).toBe("月額 4,400円(税込)");
    expect(formatPrice({ preTaxYen: 1_005, billing: "once" })).toBe("1,105円(税込)");
  });

  it("writes the pre-tax price, and both together", () => {
    const price: Price = { preTaxYen: 120_000, billing: "once" };
    expect(formatPreTaxPrice(price)).toBe("税抜 120,000円");
    expect(formatFullPrice(price)).toBe("132,000円(税込)(税抜 120,000円)");
  });
});

describe("an estimate", () => {
  it("adds the tax once, on the pre-tax total of each billing period", () => {
    const lines = [
      { price: { preTaxYen: 1_005, billing: "once" } as const, quantity: 1 },
      { price: { preTaxYen: 1_005, billing: "once" } as const, quantity: 1 },
      { price: { preTaxYen: 15_000, billing: "yearly" } as const, quantity: 2 },
    ];
    const once = estimateTotal(lines, "once");
    expect(once).toEqual({ preTaxYen: 2_010, billing: "once", taxIncludedYen: byRule(2_010) });
    // Tax per line, then summed, would lose a yen: 1,105 + 1,105 = 2,210, not 2,211.
    expect(once.taxIncludedYen).toBe(byRule(1_005) * 2 + 1);
    expect(estimateTotal(lines, "yearly")).toEqual({
      preTaxYen: 30_000,
      billing: "yearly",
      taxIncludedYen: byRule(30_000),
    });
    expect(estimateTotal(lines, "monthly")).toEqual({ preTaxYen: 0, billing: "monthly", taxIncludedYen: 0 });
  });

  it("multiplies the pre-tax amount by the quantity", () => {
    expect(timesQuantity({ preTaxYen: 6_800, billing: "once" }, 3)).toEqual({
      preTaxYen: 20_400,
      billing: "once",
    });
    expect(() => timesQuantity({ preTaxYen: 6_800, billing: "once" }, 1.5)).toThrow(RangeError);
  });
});
