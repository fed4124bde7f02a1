import { describe, expect, it } from "vitest";
import { priceText } from "../pricing/priceText";
import { memberOfferFor, memberOffers, membershipFees } from "./premiumPrices.server";

describe("premium price data", () => {
  it("prices every member product below its catalogue price, with the tax worked out", () => {
    for (const { product, member, saving } of memberOffers) {
      expect(member.yen, product.id).toBeLessThan(product.price.yen);
      expect(member.yen, product.id).toBe(Math.round(member.preTaxYen * 1.1));
      expect(member.billing).toBe(product.price.billing);
      expect(saving.yen).toBe(product.price.yen - member.yen);
    }
  });

  it("formats the membership fees as tax-inclusive prices", () => {
    expect(priceText(membershipFees.monthly.price)).toBe("月額 2,200円(税込)");
    expect(priceText(membershipFees.annual.price)).toBe("年額 22,000円(税込)");
    for (const fee of Object.values(membershipFees))
      expect(fee.price.yen).toBe(Math.round(fee.price.preTaxYen * 1.1));
  });

  it("finds an offer by catalogue id only for products with a member price", () => {
    expect(memberOfferFor("pad-tough")?.member.yen).toBe(154_000);
    expect(memberOfferFor("cliplight")).toBeUndefined();
  });
});
