/**
 * Every price of the goyo family, before tax, in one place. Pages show them through `priceLabel`,
 * tax included (STYLE.md: 総額表示), so a price is never typed into page text. Only what is on sale has
 * a price: editions whose sales ended (御用達2021, see lifecycle.ts) have none.
 */

export type Billing = "oneTime" | "yearly" | "monthly";

export interface GoyoPrice {
  product: string;
  /** What one unit of the price buys. */
  unit: string;
  billing: Billing;
  /** Yen, before the 10% consumption tax. */
  taxExcluded: number;
}

export const goyoPrices = {
  "goyo-dx": {
    product: "現場蔵 御用達DX",
    unit: "1ライセンス(パソコン3台まで)",
    billing: "yearly",
    taxExcluded: 48_000,
  },
  kokuban: {
    product: "現場蔵 工事黒板",
    unit: "1ライセンス(端末1台)",
    billing: "yearly",
    taxExcluded: 12_000,
  },
  dekigata: {
    product: "現場蔵 出来形",
    unit: "1ライセンス(端末1台)",
    billing: "yearly",
    taxExcluded: 24_000,
  },
  "cloudalbum-premium": {
    product: "クラウドアルバム プレミアム",
    unit: "1社(保存容量100 GB)",
    billing: "monthly",
    taxExcluded: 3_000,
  },
  "ordermade-dxdaicho": {
    product: "御用達DX 台帳オーダーメイド",
    unit: "台帳の様式1種類",
    billing: "oneTime",
    taxExcluded: 30_000,
  },
  "ordermade-hyoushi": {
    product: "表紙オーダーメイド",
    unit: "表紙の様式1種類",
    billing: "oneTime",
    taxExcluded: 10_000,
  },
} as const satisfies Record<string, GoyoPrice>;

export type GoyoPriceId = keyof typeof goyoPrices;

const CONSUMPTION_TAX_PERCENT = 10;
const billingPrefix: Record<Billing, string> = { oneTime: "", yearly: "年額 ", monthly: "月額 " };
const yen = new Intl.NumberFormat("ja-JP");

/** The price a customer pays, tax included (fractions of a yen are dropped). */
export function taxIncludedYen(price: GoyoPrice): number {
  return Math.floor((price.taxExcluded * (100 + CONSUMPTION_TAX_PERCENT)) / 100);
}

/** `年額 52,800円(税込)`: the form every page shows. */
export function priceLabel(id: GoyoPriceId): string {
  const price: GoyoPrice = goyoPrices[id];
  return `${billingPrefix[price.billing]}${yen.format(taxIncludedYen(price))}円(税込)`;
}

/** `年額 52,800円(税込)/1ライセンス(パソコン3台まで)`: a price with what it buys. */
export function priceWithUnit(id: GoyoPriceId): string {
  return `${priceLabel(id)}/${goyoPrices[id].unit}`;
}
