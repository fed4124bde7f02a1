import type { ActionLink, CallToActionData, FaqData, FaqItem, LinkItem } from "@genbagura/ui";
import { goyoTrial } from "./goyo/trialTerms";

/** Links and calls to action that many goyo pages share, written once. */

export const goyoActions = {
  trial: { label: `御用達DXを${goyoTrial.months}か月無料で試す`, href: "/goyo/trial" },
  document: { label: "製品資料を請求する", href: "/document" },
  estimate: { label: "見積もりを依頼する", href: "/price/estimate" },
  contact: { label: "御用達について問い合わせる", href: "/contact" },
  kokubanDocument: { label: "工事黒板アプリの資料を請求する", href: "/adlp/kokuban/request" },
} as const satisfies Record<string, ActionLink>;

/** The closing call to action of a product page: trial first, then documents and an estimate. */
export function goyoCallToAction(heading: string, body: string): CallToActionData {
  return {
    heading,
    body,
    actions: [
      { ...goyoActions.trial, variant: "primary" },
      { ...goyoActions.document, variant: "secondary" },
      { ...goyoActions.estimate, variant: "secondary" },
    ],
  };
}

/** The app's closing call to action: its document request, then an estimate. */
export function kokubanCallToAction(heading: string, body: string): CallToActionData {
  return {
    heading,
    body,
    actions: [
      { ...goyoActions.kokubanDocument, variant: "primary" },
      { ...goyoActions.estimate, variant: "secondary" },
    ],
  };
}

/** Pages of this family that other pages point to. */
export const goyoPages = {
  goyo: { label: "現場蔵 御用達 工事写真台帳ソフトのご案内", href: "/goyo" },
  goyoDx: { label: "台帳を自動作成する現場蔵 御用達DXのご案内", href: "/goyo/dx" },
  compare: { label: "御用達と御用達DXの機能を比べる", href: "/goyo/dx/compare" },
  daicho: { label: "工事写真台帳の様式と印刷の機能", href: "/goyo/daicho" },
  cals: { label: "電子納品(CALS/EC)のデータ作成機能", href: "/goyo/cals" },
  backup: { label: "写真と台帳のバックアップ機能", href: "/goyo/backup" },
  cloudAlbum: { label: "台帳をWebで共有するクラウドアルバム", href: "/goyo/cloudalbum" },
  cloudAlbumPremium: { label: "クラウドアルバム プレミアムの機能と料金", href: "/goyo/cloudalbum/premium" },
  trial: { label: "御用達・御用達DXの無料体験を申し込む", href: "/goyo/trial" },
  kokuban: { label: "電子小黒板アプリ 現場蔵 工事黒板のご案内", href: "/kokuban" },
  kokubanSpec: { label: "工事黒板アプリの動作環境と仕様", href: "/kokuban/spec" },
  kokubanDaicho: { label: "工事黒板アプリの簡易台帳機能", href: "/kokuban/app/daicho" },
  kokubanLicenceKey: { label: "工事黒板アプリにライセンスキーを入力する方法", href: "/kokuban/licensekey" },
  situation: { label: "電子小黒板の利用状況と国のルール", href: "/kokuban_situation" },
  dekigata: { label: "出来形管理アプリ 現場蔵 出来形のご案内", href: "/dekigata" },
  dekigataApp: { label: "現場蔵 出来形アプリの入手方法と動作環境", href: "/dekigata/app" },
  certificates: { label: "改ざん検知と小黒板情報連携の検定への対応", href: "/jcomsia/certificates" },
  certificatesKokuban: { label: "工事黒板アプリの検定合格の状況", href: "/jcomsia/certificates/kokuban" },
  certificatesList: { label: "検定に合格した製品とバージョンの一覧", href: "/jcomsia/certificates/list" },
  certificatesMake: { label: "発注者に提出する検定合格の証明書の作り方", href: "/jcomsia/certificates_make" },
  netis: { label: "現場蔵のNETIS登録について", href: "/netis" },
  netisAbout: { label: "NETIS(新技術情報提供システム)とは", href: "/netis/about" },
  netisHowto: { label: "NETIS登録技術を総合評価や工事成績に生かす方法", href: "/netis/howto" },
  netisFaq: { label: "NETISについてのよくあるご質問", href: "/netis/faq" },
  netisList: { label: "現場蔵のNETIS登録技術の一覧", href: "/netis/list" },
  ordermadeDaicho: { label: "台帳オーダーメイドの作成例と流れ", href: "/ordermade/daicho/ordermade" },
  ordermadeDxDaicho: { label: "御用達DXの台帳オーダーメイドを依頼する", href: "/ordermade/dxdaicho" },
  ordermadeHyoushi: { label: "台帳の表紙オーダーメイドを依頼する", href: "/ordermade/hyoushi" },
  changeGuide: { label: "御用達2020から御用達DXへの乗り換えガイド", href: "/changeguide/goyo2020" },
  goyo18: { label: "御用達2018をお使いの方へのご案内", href: "/goyo/18" },
  licenceDeregister: { label: "パソコンを入れ替えるときのライセンス認証の解除", href: "/license-deregister" },
  pickupHelp: { label: "御用達ピックアップのヘルプ", href: "/software/pickup/v1/help" },
} as const satisfies Record<string, LinkItem>;

/** Pages of other families. */
export const sitePages = {
  padTough: { label: "雨や粉じんに強い現場蔵Pad Toughを見る", href: "/pad/tough" },
  padDx: { label: "図面を大きく表示できる現場蔵Pad DXを見る", href: "/pad/dx" },
  pad: { label: "工事写真専用タブレット 現場蔵Padを見る", href: "/pad" },
  cam: { label: "スマートフォンで黒板入りの写真を撮る現場蔵カメラを見る", href: "/cam" },
  cloud: { label: "現場と事務所で写真を共有する現場蔵クラウドを見る", href: "/cloud" },
  calsGuide: { label: "電子納品(CALS/EC)ガイドをダウンロードする", href: "/download/cals_guide" },
  netisDownload: { label: "NETISの活用に使う資料をダウンロードする", href: "/download/netis" },
  ikkatsuBackup: { label: "一括バックアップツールをダウンロードする", href: "/download/ikkatsubackup" },
  drive: { label: "バックアップ用の現場蔵ドライブについて", href: "/faq/drive" },
  dictionary: { label: "建設用語辞典で用語を調べる", href: "/special/dictionary" },
  campaigns: { label: "実施中のキャンペーンを見る", href: "/campaign/matome" },
  support: { label: "サポートセンターのご案内", href: "/support" },
  contact: { label: "お問い合わせフォームを開く", href: "/contact" },
  terms: { label: "ソフトウェアの利用規約を読む", href: "/terms/genbagura_service" },
} as const satisfies Record<string, LinkItem>;

/** Each product's full FAQ page. */
export const faqPages = {
  goyo: { label: "現場蔵 御用達のよくあるご質問をすべて見る", href: "/faq/goyo" },
  goyoDx: { label: "現場蔵 御用達DXのよくあるご質問をすべて見る", href: "/faq/goyodx" },
  kokuban: { label: "現場蔵 工事黒板のよくあるご質問をすべて見る", href: "/faq/kokuban" },
  dekigata: { label: "現場蔵 出来形のよくあるご質問をすべて見る", href: "/faq/dekigata" },
} as const satisfies Record<string, LinkItem>;

/** A product page's FAQ excerpt, with the way to the full FAQ. */
export function faqExcerpt(items: readonly FaqItem[], more: LinkItem): FaqData {
  return { heading: "よくあるご質問", items, more };
}

/** Case studies (news family) that show these products at work. */
export const goyoCases = {
  hokuto: {
    label: "株式会社北斗土木の導入事例「写真の日の残業がなくなりました」",
    href: "/case/002",
    description:
      "道路・河川の公共工事で、現場蔵Pad Toughと御用達により撮影した日のうちに写真整理を終えています。",
  },
  sakuragaoka: {
    label: "株式会社桜ヶ丘建工の導入事例「撮影から台帳まで、一人でこなせるようになりました」",
    href: "/case/006",
    description: "建築の現場監督が、現場蔵Pad Tough 10と御用達で撮影から台帳づくりまでを一人で担っています。",
  },
  shinonome: {
    label: "株式会社東雲建設の導入事例「端末を2台持たせたくない。だからアプリを選びました」",
    href: "/case/008",
    description: "全社に配ったiPadで工事黒板アプリを使い、御用達との連携で台帳づくりを効率化しています。",
  },
  maruoka: {
    label: "株式会社丸岡土木の導入事例「夕方の写真の手渡しが、なくなりました」",
    href: "/case/011",
    description:
      "複数人で撮る出来形写真と測定値を現場蔵 出来形とクラウドで集め、事務所の残業をなくしました。",
  },
  asagiri: {
    label: "株式会社朝霧工務店の導入事例「お施主様に、毎週の工事の様子を写真で届けています」",
    href: "/case/016",
    description: "注文住宅の工事の様子を写真でお施主様に届け、引き渡し後の長期保管にも役立てています。",
  },
  shinano: {
    label: "株式会社信濃建設の導入事例「ソフトをそろえたから、次の一歩が踏み出せました」",
    href: "/case/014",
    description: "現場ごとにばらばらだった写真ソフトを御用達に統一し、台帳の作り方を全社でそろえました。",
  },
  hikari: {
    label: "株式会社ひかり電設の導入事例「天井を閉じる前の一枚を、撮り漏らさなくなりました」",
    href: "/case/015",
    description: "隠れてしまう配線や配管の写真を工程どおりに残し、御用達で台帳にまとめています。",
  },
  tsukushi: {
    label: "株式会社筑紫建設の導入事例「数千枚の写真と向き合う毎日を、仕組みで変えました」",
    href: "/case/019",
    description: "全国の現場から届く数千枚の写真を、御用達DXの自動仕分けで台帳にしています。",
  },
  mikawa: {
    label: "株式会社三河ライン工業の導入事例「配管の系統ごとに、台帳が自動で組み上がります」",
    href: "/case/025",
    description: "数百の系統にわたる配管の写真を、黒板の情報から御用達DXで自動的に仕分けています。",
  },
} as const satisfies Record<string, LinkItem>;
