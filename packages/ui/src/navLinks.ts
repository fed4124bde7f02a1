export interface NavLinkItem {
  readonly label: string;
  readonly href: string;
  /** One line on what a product is, shown under its name in the header's menus. */
  readonly description?: string;
}

/**
 * Links the header's menu, the footer and the families' breadcrumbs show: worded once, so they cannot
 * drift apart. A module of its own, so a remote's routes can name them without the site config.
 */
export const navLinks = {
  pix: { label: "現場蔵Pix", href: "/pix" },
  pad: { label: "現場蔵Pad", href: "/pad" },
  padDx: { label: "現場蔵Pad DX", href: "/pad/dx" },
  padMiniTough: { label: "現場蔵Pad Mini Tough", href: "/pad/minitough/2nd" },
  padTough: { label: "現場蔵Pad Tough", href: "/pad/tough" },
  pocket: { label: "現場蔵Pocket", href: "/pocket" },
  powerkit: { label: "現場蔵PowerKit", href: "/powerkit" },
  cam: { label: "現場蔵カメラ", href: "/cam" },
  care: { label: "現場蔵ケア", href: "/care" },
  goyo: { label: "現場蔵 御用達", href: "/goyo" },
  goyoDx: { label: "現場蔵 御用達DX", href: "/goyo/dx" },
  kokuban: { label: "現場蔵 工事黒板", href: "/kokuban" },
  dekigata: { label: "現場蔵 出来形", href: "/dekigata" },
  priceList: { label: "料金一覧", href: "/price" },
  estimate: { label: "お見積もり", href: "/price/estimate" },
  supportTop: { label: "サポートトップ", href: "/support" },
  faq: { label: "よくあるご質問", href: "/faq" },
  news: { label: "ニュース", href: "/news" },
  seminars: { label: "セミナー", href: "/seminar" },
  campaigns: { label: "キャンペーン", href: "/campaign/matome" },
  itGrant: { label: "IT導入補助金", href: "/hojokin/it2025" },
} as const satisfies Readonly<Record<string, NavLinkItem>>;
