import { describe, expect, it } from "vitest";
import { fullPriceText, preTaxText, priceText, yenAmount } from "./priceText";

describe("price text", () => {
  it("groups thousands", () => {
    expect(yenAmount(7_480)).toBe("7,480円");
    expect(yenAmount(1_234_567)).toBe("1,234,567円");
    expect(yenAmount(0)).toBe("0円");
  });

  it("shows the tax-inclusive price first, with the billing period", () => {
    expect(priceText({ preTaxYen: 160_000, yen: 176_000, billing: "once" })).toBe("176,000円(税込)");
    expect(priceText({ preTaxYen: 15_000, yen: 16_500, billing: "yearly" })).toBe("年額 16,500円(税込)");
    expect(priceText({ preTaxYen: 4_000, yen: 4_400, billing: "monthly" })).toBe("月額 4,400円(税込)");
  });

  it("adds the pre-tax price after it", () => {
    const price = { preTaxYen: 160_000, yen: 176_000, billing: "once" } as const;
    expect(preTaxText(price)).toBe("税抜 160,000円");
    expect(fullPriceText(price)).toBe("176,000円(税込)(税抜 160,000円)");
  });
});
