import type { Price } from "@genbagura/ui";

/** A rate as whole percent: `0.12` → 12. */
function percentOf(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * A campaign price: the pre-tax price less `rate`, rounded down to 100 yen, in integers. The tax-included
 * figure is derived from it like any other price.
 */
export function discountedPrice(price: Price, rate: number): Price {
  const hundredths = price.preTaxYen * (100 - percentOf(rate));
  return { preTaxYen: ((hundredths - (hundredths % 10_000)) / 10_000) * 100, billing: price.billing };
}

/** `10%引き` */
export function rateText(rate: number): string {
  return `${percentOf(rate)}%引き`;
}
