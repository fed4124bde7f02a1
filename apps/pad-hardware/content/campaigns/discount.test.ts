import { describe, expect, it } from "vitest";
import { discountedPrice, rateText } from "./discount";

describe("campaign discount", () => {
  it("takes the rate off the pre-tax price and adds the tax back", () => {
    expect(discountedPrice({ preTaxYen: 160_000, yen: 176_000, billing: "once" }, 0.1)).toEqual({
      preTaxYen: 144_000,
      yen: 158_400,
      billing: "once",
    });
  });

  it("rounds the pre-tax price down to 100 yen", () => {
    expect(discountedPrice({ preTaxYen: 6_800, yen: 7_480, billing: "once" }, 0.08).preTaxYen).toBe(6_200);
  });

  it("names the rate", () => {
    expect(rateText(0.12)).toBe("12%引き");
  });
});
