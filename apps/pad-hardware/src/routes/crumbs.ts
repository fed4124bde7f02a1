import type { Breadcrumb } from "@genbagura/routing";
import { navLinks } from "@genbagura/ui/navLinks";

/** The pages that head the hardware family's breadcrumb trails (its top is the Pad page, the navigation's タブレット・機器). */
export const crumbs = {
  pad: navLinks.pad,
  hardware: { label: "タブレット・機器", href: "/pad" },
  price: navLinks.priceList,
  campaign: navLinks.campaigns,
  estimate: navLinks.estimate,
  item: { label: "製品カタログ", href: "/item" },
  perfectSet: { label: "パーフェクトセット", href: "/perfectset" },
  padDx: navLinks.padDx,
  padTough: navLinks.padTough,
  pocket: navLinks.pocket,
  pocketTough: { label: "現場蔵Pocket Tough", href: "/pocket/tough" },
  powerkit: navLinks.powerkit,
  padKokuban: { label: "現場蔵Padの電子小黒板", href: "/pad/kokuban" },
  orderMade: { label: "黒板様式のオーダーメイド", href: "/pad/kokuban/ordermade" },
  mamezu: { label: "豆図の作成依頼", href: "/pad/kokuban/ordermade/mamezu" },
  landing: { label: "現場蔵Padシリーズ", href: "/adlp/pad" },
  members: { label: "プレミアム会員のご案内", href: "/premium_price" },
  priceList: { label: "プレミアム会員価格", href: "/price/premium" },
} as const satisfies Record<string, Breadcrumb>;
