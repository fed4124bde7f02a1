import { describe, expect, it } from "vitest";
import { productById } from "../catalogue";
import { discountedPrice, rateText } from "./discount";

describe("campaign discount", () => {
  it("takes the rate off the pre-tax price and keeps the billing period", () => {
    const price = productById("pad-tough").price;
    const discounted = discountedPrice(price, 0.1);
    expect(discounted.billing).toBe(price.billing);
    expect(discounted.preTaxYen).toBe(Math.floor((price.preTaxYen * 90) / 100 / 100) * 100);
    expect(discounted.preTaxYen).toBeLessThan(price.preTaxYen);
  });

  it("rounds the pre-tax price down to 100 yen", () => {
    // 1,050 yen less 8 % is 966 yen: 900 yen once rounded down to 100 yen.
    expect(discountedPrice({ preTaxYen: 1_050, billing: "once" }, 0.08).preTaxYen).toBe(900);
    // 100,000 yen less 15 % is exactly 85,000 yen, not a hair under it.
    expect(discountedPrice({ preTaxYen: 100_000, billing: "once" }, 0.15).preTaxYen).toBe(85_000);
  });

  it("names the rate", () => {
    expect(rateText(0.12)).toBe("12%引き");
  });
});
