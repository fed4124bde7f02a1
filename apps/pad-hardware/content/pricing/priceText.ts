import type { Billing, Price } from "../catalogueTypes";

const billingPrefix: Readonly<Record<Billing, string>> = { once: "", yearly: "年額 ", monthly: "月額 " };

/** `132,000円`: grouped by hand so the server and every browser print the same string. */
export function yenAmount(yen: number): string {
  return `${String(yen).replace(/\B(?=(\d{3})+(?!\d))/gu, ",")}円`;
}

/** The price as pages show it first (総額表示): `176,000円(税込)`, `年額 16,500円(税込)`. */
export function priceText(price: Price): string {
  return `${billingPrefix[price.billing]}${yenAmount(price.yen)}(税込)`;
}

/** The pre-tax price shown after it: `税抜 160,000円`. */
export function preTaxText(price: Price): string {
  return `税抜 ${yenAmount(price.preTaxYen)}`;
}

/** `176,000円(税込)(税抜 160,000円)` */
export function fullPriceText(price: Price): string {
  return `${priceText(price)}(${preTaxText(price)})`;
}
