import { describe, expect, it } from "vitest";
import { cloudPlans } from "../content/plans";
import { prices } from "./publishedPrices";
import routes from "./routes";

describe("the prices the cloud publishes to other families", () => {
  it("name every plan with its monthly and yearly price, as the plan records hold it, before tax", async () => {
    const group = await prices();
    for (const plan of cloudPlans()) {
      const published = group.prices.filter((price) => price.product.includes(plan.name));
      const shapes = published.map(({ preTaxYen, billing }) => ({ preTaxYen, billing }));
      expect(shapes).toContainEqual(plan.monthlyPrice);
      if (plan.yearlyPrice.preTaxYen > 0) expect(shapes).toContainEqual(plan.yearlyPrice);
    }
    for (const price of group.prices) {
      expect(routes.some((route) => route.path === price.href)).toBe(true);
    }
  });
});
