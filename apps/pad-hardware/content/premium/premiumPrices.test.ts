import { formatPrice, formatYen, taxIncluded } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { memberOfferFor, memberOffers, memberPrices, membershipFees } from "./premiumPrices.server";

describe("premium price data", () => {
  it("prices every member product below its catalogue price, with the tax worked out", () => {
    for (const { product, member, saving } of memberOffers) {
      expect(member.preTaxYen, product.id).toBeLessThan(product.price.preTaxYen);
      expect(Number.isInteger(member.preTaxYen), product.id).toBe(true);
      expect(member.billing).toBe(product.price.billing);
      expect(saving.preTaxYen).toBe(product.price.preTaxYen - member.preTaxYen);
      expect(taxIncluded(member)).toBeLessThan(taxIncluded(product.price));
    }
  });

  it("formats the membership fees as tax-inclusive prices", () => {
    const { monthly, annual } = membershipFees;
    expect(formatPrice(monthly.price)).toBe(`月額 ${formatYen(taxIncluded(monthly.price))}(税込)`);
    expect(formatPrice(annual.price)).toBe(`年額 ${formatYen(taxIncluded(annual.price))}(税込)`);
  });

  it("finds an offer by catalogue id only for products with a member price", () => {
    const padTough = memberPrices.find((entry) => entry.productId === "pad-tough");
    expect(memberOfferFor("pad-tough")?.member).toBe(padTough?.price);
    expect(memberOfferFor("cliplight")).toBeUndefined();
  });
});
