import type { Breadcrumb } from "@genbagura/routing";

/** The pages that head the hardware family's breadcrumb trails (its top is the Pad page, the navigation's タブレット・機器). */
export const crumbs = {
  pad: { label: "現場蔵Pad", href: "/pad" },
  hardware: { label: "タブレット・機器", href: "/pad" },
  price: { label: "料金一覧", href: "/price" },
  campaign: { label: "キャンペーン", href: "/campaign/matome" },
  estimate: { label: "お見積もり", href: "/price/estimate" },
  item: { label: "製品カタログ", href: "/item" },
  perfectSet: { label: "パーフェクトセット", href: "/perfectset" },
  padDx: { label: "現場蔵Pad DX", href: "/pad/dx" },
  padTough: { label: "現場蔵Pad Tough", href: "/pad/tough" },
  pocket: { label: "現場蔵Pocket", href: "/pocket" },
  pocketTough: { label: "現場蔵Pocket Tough", href: "/pocket/tough" },
  powerkit: { label: "現場蔵PowerKit", href: "/powerkit" },
  padKokuban: { label: "現場蔵Padの電子小黒板", href: "/pad/kokuban" },
  orderMade: { label: "黒板様式のオーダーメイド", href: "/pad/kokuban/ordermade" },
  mamezu: { label: "豆図の作成依頼", href: "/pad/kokuban/ordermade/mamezu" },
  landing: { label: "現場蔵Padシリーズ", href: "/adlp/pad" },
  members: { label: "プレミアム会員のご案内", href: "/premium_price" },
  priceList: { label: "プレミアム会員価格", href: "/price/premium" },
} as const satisfies Record<string, Breadcrumb>;
