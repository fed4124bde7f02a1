import type { PriceGroup, PriceSummary } from "@genbagura/routing";
import { type GoyoPriceId, goyoPrices } from "../content/prices";

/** The page that explains each priced item; the price list on `/price` links there. */
const pageOf: Record<GoyoPriceId, string> = {
  "goyo-dx": "/goyo/dx",
  kokuban: "/kokuban",
  dekigata: "/dekigata",
  "cloudalbum-premium": "/goyo/cloudalbum/premium",
  "ordermade-dxdaicho": "/ordermade/dxdaicho",
  "ordermade-hyoushi": "/ordermade/hyoushi",
};

/** What this family sells, for other families' pages (the site's price list): read, never copied. */
export async function prices(): Promise<PriceGroup> {
  const entries = Object.entries(goyoPrices) as [GoyoPriceId, (typeof goyoPrices)[GoyoPriceId]][];
  return {
    heading: "ソフトウェア・アプリ(御用達・工事黒板・出来形)",
    href: "/goyo/dx",
    prices: entries.map(
      ([id, price]): PriceSummary => ({
        product: price.product,
        unit: price.unit,
        billing: price.billing,
        preTaxYen: price.preTaxYen,
        href: pageOf[id],
      }),
    ),
  };
}
