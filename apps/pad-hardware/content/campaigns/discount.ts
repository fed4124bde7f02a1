import type { Price } from "../catalogueTypes";

/** A campaign price: the pre-tax price less `rate`, rounded down to 100 yen, with 10 % tax added back. */
export function discountedPrice(price: Price, rate: number): Price {
  const preTaxYen = Math.floor((price.preTaxYen * (1 - rate)) / 100) * 100;
  return { preTaxYen, yen: Math.round(preTaxYen * 1.1), billing: price.billing };
}

/** `10%引き` */
export function rateText(rate: number): string {
  return `${Math.round(rate * 100)}%引き`;
}
