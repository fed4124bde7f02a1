/**
 * The one money model of the site (ARCHITECTURE section 12). A price is a pre-tax amount in whole yen and a
 * billing period; the tax-included figure is derived here, never stored: 10 % consumption tax computed as
 * `amount * 110 / 100` in integers and rounded down to the yen. An estimate adds the tax once, on its
 * pre-tax total. Every yen amount on a page is written by `formatYen`.
 */
import type { Billing, Price } from "@genbagura/routing";

export type { Billing, Price };

/** The consumption tax rate, in percent. */
export const CONSUMPTION_TAX_PERCENT = 10;

function wholeYen(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole yen amount: ${amount}`);
  return amount;
}

/** The tax-included yen of a pre-tax amount: `amount * 110 / 100`, rounded down to the yen. */
export function taxIncludedYen(preTaxYen: number): number {
  const hundredths = wholeYen(preTaxYen) * (100 + CONSUMPTION_TAX_PERCENT);
  return (hundredths - (hundredths % 100)) / 100;
}

/** What a customer pays for one unit of the price, tax included. */
export function taxIncluded(price: Price): number {
  return taxIncludedYen(price.preTaxYen);
}

// Created on first use: the first Intl call loads locale data, which a page that shows no price need not pay.
let yenFormat: Intl.NumberFormat | undefined;

/** `132,000円`: a yen amount, grouped the Japanese way. */
export function formatYen(yen: number): string {
  if (!Number.isSafeInteger(yen)) throw new RangeError(`Not a whole yen amount: ${yen}`);
  yenFormat ??= new Intl.NumberFormat("ja-JP");
  return `${yenFormat.format(yen)}円`;
}

const billingPrefix: Readonly<Record<Billing, string>> = { once: "", monthly: "月額 ", yearly: "年額 " };

/** `132,000円(税込)`, `年額 13,200円(税込)`, `月額 4,400円(税込)`: the price as pages show it first (総額表示). */
export function formatPrice(price: Price): string {
  return `${billingPrefix[price.billing]}${formatYen(taxIncluded(price))}(税込)`;
}

/** `税抜 120,000円`: the pre-tax price shown after it. */
export function formatPreTaxPrice(price: Price): string {
  return `税抜 ${formatYen(price.preTaxYen)}`;
}

/** `132,000円(税込)(税抜 120,000円)` */
export function formatFullPrice(price: Price): string {
  return `${formatPrice(price)}(${formatPreTaxPrice(price)})`;
}

/** The same price for `quantity` units: the pre-tax amount times the quantity. */
export function timesQuantity(price: Price, quantity: number): Price {
  return { preTaxYen: wholeYen(price.preTaxYen) * wholeYen(quantity), billing: price.billing };
}

export interface EstimateLine {
  price: Price;
  quantity: number;
}

/** An estimate's total for one billing period: the tax is added once, on the pre-tax total. */
export interface EstimateTotal extends Price {
  /** The pre-tax total with the consumption tax added once. */
  taxIncludedYen: number;
}

/** The total of the lines billed `billing` (other lines are left out), tax added once on their sum. */
export function estimateTotal(lines: readonly EstimateLine[], billing: Billing): EstimateTotal {
  const preTaxYen = lines
    .filter((line) => line.price.billing === billing)
    .reduce((sum, line) => sum + timesQuantity(line.price, line.quantity).preTaxYen, 0);
  return { preTaxYen, billing, taxIncludedYen: taxIncludedYen(preTaxYen) };
}
