import { describe, expect, it } from "vitest";
import type { EstimateLine } from "../../content/pageData";
import { estimateTotals, MAX_QUANTITY, parseQuantity } from "./estimate";

const lines: EstimateLine[] = [
  {
    id: "pad-tough",
    name: "現場蔵Pad Tough",
    href: "/price/pad-tough",
    price: { preTaxYen: 160_000, yen: 176_000, billing: "once" },
  },
  {
    id: "cliplight",
    name: "LEDクリップライト",
    href: "/price/item/cliplight",
    price: { preTaxYen: 6_800, yen: 7_480, billing: "once" },
  },
  {
    id: "care-tablet",
    name: "現場蔵ケア タブレット",
    href: "/price/item/care-tablet",
    price: { preTaxYen: 15_000, yen: 16_500, billing: "yearly" },
  },
];

describe("estimate", () => {
  it("reads whole numbers, full-width digits included, and caps them", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("１２")).toBe(12);
    expect(parseQuantity(" 4 ")).toBe(4);
    expect(parseQuantity("250")).toBe(MAX_QUANTITY);
    expect(parseQuantity("-1")).toBe(0);
    expect(parseQuantity("1.5")).toBe(0);
    expect(parseQuantity("")).toBe(0);
  });

  it("totals one-off and yearly prices separately, with and without tax", () => {
    const totals = estimateTotals(lines, { "pad-tough": 2, cliplight: 1, "care-tablet": 2 });
    expect(totals.units).toBe(5);
    expect(totals.once).toEqual({ yen: 359_480, preTaxYen: 326_800 });
    expect(totals.yearly).toEqual({ yen: 33_000, preTaxYen: 30_000 });
  });

  it("is zero before anything is chosen, and ignores unknown ids", () => {
    expect(estimateTotals(lines, { other: 3 })).toEqual({
      units: 0,
      once: { yen: 0, preTaxYen: 0 },
      yearly: { yen: 0, preTaxYen: 0 },
    });
  });
});
