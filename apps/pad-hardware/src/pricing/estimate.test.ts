import { type Price, taxIncludedYen } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { productById } from "../../content/catalogue";
import type { EstimateLine } from "../../content/pageData";
import { estimateTotals, MAX_QUANTITY, parseQuantity } from "./estimate";

const line = (id: string): EstimateLine => {
  const product = productById(id);
  return { id, name: product.name, href: product.purchaseLink, price: product.price };
};
const lines = [line("pad-tough"), line("cliplight"), line("care-tablet")];
const [padTough, cliplight, care] = lines.map((entry) => entry.price) as [Price, Price, Price];

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
    const oncePreTax = padTough.preTaxYen * 2 + cliplight.preTaxYen;
    expect(totals.once).toEqual({
      preTaxYen: oncePreTax,
      billing: "once",
      taxIncludedYen: taxIncludedYen(oncePreTax),
    });
    const yearlyPreTax = care.preTaxYen * 2;
    expect(totals.yearly).toEqual({
      preTaxYen: yearlyPreTax,
      billing: "yearly",
      taxIncludedYen: taxIncludedYen(yearlyPreTax),
    });
  });

  it("is zero before anything is chosen, and ignores unknown ids", () => {
    expect(estimateTotals(lines, { other: 3 })).toEqual({
      units: 0,
      once: { preTaxYen: 0, billing: "once", taxIncludedYen: 0 },
      yearly: { preTaxYen: 0, billing: "yearly", taxIncludedYen: 0 },
    });
  });
});
