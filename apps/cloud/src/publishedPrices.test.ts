import { describe, expect, it } from "vitest";
import { cloudPlans } from "../content/plans";
import { prices } from "./publishedPrices";
import routes from "./routes";

describe("the prices the cloud publishes to other families", () => {
  it("name every plan with its monthly and yearly price, and a consistent price before tax", async () => {
    const group = await prices();
    for (const plan of cloudPlans()) {
      const published = group.prices.filter((price) => price.product.includes(plan.name));
      expect(published.map((price) => price.yen)).toContain(plan.monthlyPriceYen);
      if (plan.yearlyPriceYen > 0) expect(published.map((price) => price.yen)).toContain(plan.yearlyPriceYen);
    }
    for (const price of group.prices) {
      expect(Math.round(price.preTaxYen * 1.1), price.product).toBe(price.yen);
      expect(routes.some((route) => route.path === price.href)).toBe(true);
    }
  });
});
