import { describe, expect, it } from "vitest";
import { goyoPrices } from "../content/prices";
import { prices } from "./publishedPrices";
import routes from "./routes";

describe("the prices goyo publishes to other families", () => {
  it("are every price of the family, before tax, as its own records hold them, linked to a page of its own", async () => {
    const group = await prices();
    const paths = new Set(routes.map((route) => route.path));
    expect(group.prices.map((price) => price.product).sort()).toEqual(
      Object.values(goyoPrices)
        .map((price) => price.product)
        .sort(),
    );
    for (const price of group.prices) {
      const source = Object.values(goyoPrices).find((entry) => entry.product === price.product)!;
      expect(price.preTaxYen, price.product).toBe(source.preTaxYen);
      expect(price.billing, price.product).toBe(source.billing);
      expect(paths.has(price.href), price.href).toBe(true);
    }
    expect(paths.has(group.href)).toBe(true);
  });
});
