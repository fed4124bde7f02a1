import { formatPrice, formatYen, taxIncluded } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { type GoyoPriceId, goyoPrices, priceLabel, priceWithUnit } from "./prices";

const ids = Object.keys(goyoPrices) as GoyoPriceId[];
const prefix = { once: "", yearly: "年額 ", monthly: "月額 " } as const;

describe("goyo prices", () => {
  it("writes prices tax included, with the billing period in front", () => {
    for (const id of ids) {
      const price = goyoPrices[id];
      expect(priceLabel(id), id).toBe(`${prefix[price.billing]}${formatYen(taxIncluded(price))}(税込)`);
      expect(priceLabel(id), id).toBe(formatPrice(price));
    }
    expect(priceWithUnit("kokuban")).toBe(`${priceLabel("kokuban")}/${goyoPrices.kokuban.unit}`);
  });

  it("keeps every price a positive whole number of yen before tax", () => {
    for (const price of Object.values(goyoPrices)) {
      expect(Number.isInteger(price.preTaxYen)).toBe(true);
      expect(price.preTaxYen).toBeGreaterThan(0);
    }
  });
});
