import { formatPrice, type Price } from "@genbagura/ui";

/**
 * Every price of the goyo family, before tax, in one place. Pages show them through `priceLabel`,
 * tax included (STYLE.md: 総額表示) by the site's one money model, so a price is never typed into page
 * text. Only what is on sale has a price: editions whose sales ended (御用達2021, see lifecycle.ts) have none.
 */

export interface GoyoPrice extends Price {
  product: string;
  /** What one unit of the price buys. */
  unit: string;
}

export const goyoPrices = {
  "goyo-dx": {
    product: "現場蔵 御用達DX",
    unit: "1ライセンス(パソコン3台まで)",
    billing: "yearly",
    preTaxYen: 48_000,
  },
  kokuban: {
    product: "現場蔵 工事黒板",
    unit: "1ライセンス(端末1台)",
    billing: "yearly",
    preTaxYen: 12_000,
  },
  dekigata: {
    product: "現場蔵 出来形",
    unit: "1ライセンス(端末1台)",
    billing: "yearly",
    preTaxYen: 24_000,
  },
  "cloudalbum-premium": {
    product: "クラウドアルバム プレミアム",
    unit: "1社(保存容量100 GB)",
    billing: "monthly",
    preTaxYen: 3_000,
  },
  "ordermade-dxdaicho": {
    product: "御用達DX 台帳オーダーメイド",
    unit: "台帳の様式1種類",
    billing: "once",
    preTaxYen: 30_000,
  },
  "ordermade-hyoushi": {
    product: "表紙オーダーメイド",
    unit: "表紙の様式1種類",
    billing: "once",
    preTaxYen: 10_000,
  },
} as const satisfies Record<string, GoyoPrice>;

export type GoyoPriceId = keyof typeof goyoPrices;

/** `年額 52,800円(税込)`: the form every page shows. */
export function priceLabel(id: GoyoPriceId): string {
  return formatPrice(goyoPrices[id]);
}

/** `年額 52,800円(税込)/1ライセンス(パソコン3台まで)`: a price with what it buys. */
export function priceWithUnit(id: GoyoPriceId): string {
  return `${priceLabel(id)}/${goyoPrices[id].unit}`;
}
