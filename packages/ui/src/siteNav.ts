// The header's menu, the footer and their calls to action, in a module of their own: the layout in every
// page's start-up code imports these, not the site config with every product's summary (a bundler keeps a
// module's unused exports when it cannot prove them unused: the shell's main bundle carried them all).
import { type NavLinkItem, navLinks } from "./navLinks";

export interface NavGroup {
  readonly label: string;
  /** The family's hub page. */
  readonly href: string;
  readonly links: readonly NavLinkItem[];
}

/**
 * The header's menus: each product once, with one line on what it is (the desktop dropdowns and the phone
 * menu show it under the name). 御用達 editions past their support end are left out; their pages stay
 * reachable from the 御用達DX pages and the footer.
 */
export const globalNav = [
  {
    label: "クラウド",
    href: "/cloud",
    links: [
      { label: "現場蔵クラウド", href: "/cloud", description: "写真と台帳を現場と事務所で共有" },
      { ...navLinks.pix, description: "撮ってすぐクラウドへ送るカメラ" },
      { label: "機能一覧", href: "/cloud/overview" },
      { label: "料金プラン", href: "/cloud/plan" },
      { label: "はじめかた", href: "/cloud/start" },
    ],
  },
  {
    label: "タブレット・機器",
    href: "/pad",
    links: [
      { ...navLinks.pad, description: "黒板とカメラが一体の標準モデル" },
      { ...navLinks.padDx, description: "図面を見ながら撮れる上位モデル" },
      { label: "現場蔵Pad Mini", href: "/pad/mini", description: "片手で持てる8 インチ" },
      { ...navLinks.padMiniTough, description: "防水・耐衝撃の小型モデル" },
      { ...navLinks.padTough, description: "雨や落下に強いタフモデル" },
      {
        label: "現場蔵Pad Tough 10",
        href: "/pad/tough_10",
        description: "10.1 インチのタフモデル",
      },
      { ...navLinks.pocket, description: "ポケットに入る撮影端末" },
      {
        label: "現場蔵Pocket Tough",
        href: "/pocket/tough",
        description: "狭く暗い所に強い頑丈モデル",
      },
      { ...navLinks.powerkit, description: "現場で充電できる電源" },
      {
        label: "LEDクリップライト",
        href: "/cliplight",
        description: "暗所の撮影用ライト",
      },
      { ...navLinks.care, description: "修理と代替機の保守" },
    ],
  },
  {
    label: "御用達・工事黒板",
    href: "/goyo",
    links: [
      { ...navLinks.goyoDx, description: "台帳を自動で作るPCソフト" },
      { ...navLinks.kokuban, description: "iPhone・iPad用の黒板アプリ" },
      { ...navLinks.cam, description: "スマホ用の黒板カメラ" },
      { ...navLinks.dekigata, description: "出来形の記録と帳票" },
      { label: "NETISへの対応", href: "/netis" },
      { label: "検定への対応", href: "/jcomsia/certificates" },
    ],
  },
  {
    label: "料金",
    href: "/price",
    links: [
      { label: "どれを選べばいい？", href: "/choose" },
      navLinks.priceList,
      navLinks.estimate,
      { label: "プレミアム会員価格", href: "/premium_price" },
    ],
  },
  {
    label: "導入事例",
    href: "/case",
    links: [
      { label: "導入事例一覧", href: "/case" },
      { label: "導入事例集のダウンロード", href: "/case/cases/download" },
    ],
  },
  {
    label: "サポート",
    href: "/support",
    links: [
      navLinks.supportTop,
      navLinks.faq,
      { label: "動画で見る使い方", href: "/support/video-guide" },
      { label: "ソフトウェアのダウンロード", href: "/download/connect" },
      { label: "現場蔵ドライブ", href: "/faq/drive", description: "写真のバックアップ用" },
    ],
  },
  {
    label: "ニュース・セミナー",
    href: "/news",
    links: [navLinks.news, navLinks.seminars, navLinks.campaigns, navLinks.itGrant],
  },
] as const satisfies readonly NavGroup[];

export const footerGroups = [
  {
    label: "ソフトウェア",
    href: "/cloud",
    links: [
      { label: "現場蔵クラウド", href: "/cloud" },
      navLinks.kokuban,
      navLinks.cam,
      navLinks.goyo,
      navLinks.goyoDx,
      navLinks.dekigata,
      navLinks.pix,
    ],
  },
  {
    label: "タブレット・機器",
    href: "/pad",
    links: [
      navLinks.pad,
      navLinks.padDx,
      navLinks.padMiniTough,
      navLinks.padTough,
      navLinks.pocket,
      navLinks.powerkit,
      navLinks.care,
    ],
  },
  {
    label: "料金・導入",
    href: "/price",
    links: [
      navLinks.priceList,
      navLinks.estimate,
      { label: "導入事例", href: "/case" },
      navLinks.itGrant,
      { label: "ショールーム", href: "/showroom" },
    ],
  },
  {
    label: "サポート",
    href: "/support",
    links: [
      navLinks.supportTop,
      navLinks.faq,
      { label: "ダウンロード", href: "/download_document" },
      { label: "資料請求", href: "/document" },
      { label: "お問い合わせ", href: "/contact" },
    ],
  },
  {
    label: "お知らせ・会社情報",
    href: "/news",
    links: [
      navLinks.news,
      navLinks.seminars,
      navLinks.campaigns,
      { label: "会社概要", href: "/about" },
      { label: "パートナー募集", href: "/partner" },
    ],
  },
] as const satisfies readonly NavGroup[];

export const legalLinks = [
  { label: "プライバシーポリシー", href: "/privacy" },
  { label: "情報セキュリティ方針", href: "/security" },
  { label: "特定商取引法に基づく表記", href: "/law" },
  { label: "利用規約", href: "/terms/genbagura_service" },
  { label: "サイトマップ", href: "/sitemap" },
] as const satisfies readonly NavLinkItem[];

export const headerActions = {
  documentRequest: { label: "資料請求", href: "/document" },
  contact: { label: "お問い合わせ", href: "/contact" },
} as const;
