import type { NavLinkItem } from "./navLinks";
/**
 * The one source of the brand, company and navigation data (ARCHITECTURE.md section 1).
 * Pages, layouts and the server read names, phone numbers and links from here, never retype them.
 */

import type { IllustrationName } from "@genbagura/illustrations";
import { brand, claims, company, copyright, siteOrigin } from "./siteIdentity";

import { footerGroups, globalNav, headerActions, legalLinks } from "./siteNav";

export { telHref } from "./siteIdentity";
export { footerGroups, globalNav, headerActions, legalLinks, type NavGroup } from "./siteNav";

export type { NavLinkItem };

export type ProductFamily = "cloud" | "software" | "hardware" | "accessory" | "service";

export interface ProductEntry {
  readonly id: string;
  readonly name: string;
  /** The product's own drawing (`@genbagura/illustrations`): its pages, its cards and its share image show it. */
  readonly illustration: IllustrationName;
  readonly path: string;
  readonly family: ProductFamily;
  readonly summary: string;
  /**
   * Set once no edition of the product is sold or supported (the yearly 御用達 line, whose editions and
   * dates the goyo app records): its page stays, but the header's menu and the home page leave it out.
   */
  readonly supportEnded?: true;
}

const products = [
  {
    id: "cloud",
    name: "現場蔵クラウド",
    illustration: "cloud",
    path: "/cloud",
    family: "cloud",
    summary: "工事写真と電子小黒板、台帳、図面、報告書を現場と事務所で共有するクラウドサービスです。",
  },
  {
    id: "kokuban",
    name: "現場蔵 工事黒板",
    illustration: "kokuban",
    path: "/kokuban",
    family: "software",
    summary: "iPhone・iPadで電子小黒板入りの工事写真を撮影できるアプリです。",
  },
  {
    id: "goyo",
    name: "現場蔵 御用達",
    illustration: "goyo",
    path: "/goyo",
    family: "software",
    summary: "工事写真を取り込み、工事写真台帳を作成・印刷するPC用ソフトです。",
    supportEnded: true,
  },
  {
    id: "goyo-dx",
    name: "現場蔵 御用達DX",
    illustration: "goyoDx",
    path: "/goyo/dx",
    family: "software",
    summary: "電子小黒板の情報から写真を自動で仕分け、台帳を自動作成するPC用ソフトです。",
  },
  {
    id: "pad",
    name: "現場蔵Pad",
    illustration: "pad",
    path: "/pad",
    family: "hardware",
    summary: "電子小黒板とカメラを一体にした工事写真専用タブレットです。",
  },
  {
    id: "pad-dx",
    name: "現場蔵Pad DX",
    illustration: "padDx",
    path: "/pad/dx",
    family: "hardware",
    summary: "大きな画面で図面を見ながら撮影できる、上位モデルの工事写真専用タブレットです。",
  },
  {
    id: "pad-mini",
    name: "現場蔵Pad Mini",
    illustration: "padMini",
    path: "/pad/mini",
    family: "hardware",
    summary: "片手で持てる8 インチの工事写真専用タブレットです。",
  },
  {
    id: "pad-mini-tough",
    name: "現場蔵Pad Mini Tough",
    illustration: "padMiniTough",
    path: "/pad/minitough/2nd",
    family: "hardware",
    summary: "防塵・防水と耐衝撃性を備えた小型のタフタブレットです。",
  },
  {
    id: "pad-tough",
    name: "現場蔵Pad Tough",
    illustration: "padTough",
    path: "/pad/tough",
    family: "hardware",
    summary: "雨や粉じん、落下に強い工事写真専用のタフタブレットです。",
  },
  {
    id: "pad-tough-10",
    name: "現場蔵Pad Tough 10",
    illustration: "padTough10",
    path: "/pad/tough_10",
    family: "hardware",
    summary: "10.1 インチの画面で図面を確認しやすいタフタブレットです。",
  },
  {
    id: "pocket",
    name: "現場蔵Pocket",
    illustration: "pocket",
    path: "/pocket",
    family: "hardware",
    summary: "作業着のポケットに入る、電子小黒板付きの工事写真専用の端末です。",
  },
  {
    id: "pocket-tough",
    name: "現場蔵Pocket Tough",
    illustration: "pocketTough",
    path: "/pocket/tough",
    family: "hardware",
    summary: "狭い場所や暗い場所でも扱いやすい、頑丈なポケットサイズの端末です。",
  },
  {
    id: "powerkit",
    name: "現場蔵PowerKit",
    illustration: "powerkit",
    path: "/powerkit",
    family: "accessory",
    summary: "現場で端末を充電できるポータブル電源と収納ケースのセットです。",
  },
  {
    id: "cam",
    name: "現場蔵カメラ",
    illustration: "cam",
    path: "/cam",
    family: "software",
    summary: "スマートフォンで電子小黒板入りの工事写真を撮影できるカメラアプリです。",
  },
  {
    id: "cliplight",
    name: "現場蔵 LEDクリップライト",
    illustration: "cliplight",
    path: "/cliplight",
    family: "accessory",
    summary: "タブレットに挟んで使う、暗所撮影用のLEDライトです。",
  },
  {
    id: "pix",
    name: "現場蔵Pix",
    illustration: "pix",
    path: "/pix",
    family: "hardware",
    summary: "撮影した工事写真をその場でクラウドへ送る小型カメラです。",
  },
  {
    id: "dekigata",
    name: "現場蔵 出来形",
    illustration: "dekigata",
    path: "/dekigata",
    family: "software",
    summary: "出来形管理の測定値を記録し、帳票を作成するアプリです。",
  },
  {
    id: "drive",
    name: "現場蔵ドライブ",
    illustration: "drive",
    path: "/faq/drive",
    family: "hardware",
    summary: "工事写真のバックアップに使う外付けストレージです。",
  },
  {
    id: "care",
    name: "現場蔵ケア",
    illustration: "care",
    path: "/care",
    family: "service",
    summary: "故障や破損のときに修理費用と代替機をカバーする端末の保守サービスです。",
  },
] as const satisfies readonly ProductEntry[];

// Layouts and page code import the pieces they show (globalNav, brand, company, …) rather than this
// whole object: a bundle then carries only those, not every product's summary.
export const siteConfig = {
  brand,
  origin: siteOrigin,
  company,
  claims,
  copyright,
  products,
  globalNav,
  footerGroups,
  legalLinks,
  headerActions,
} as const;

export type SiteConfig = typeof siteConfig;
export type ProductId = (typeof products)[number]["id"];

/** The product entry for an id; the id type makes a missing product a compile error. */
export function productById(id: ProductId): ProductEntry {
  const product = products.find((entry) => entry.id === id);
  if (!product) throw new Error(`Unknown product id: ${id}`);
  return product;
}
