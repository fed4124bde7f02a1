import { landingPage } from "@genbagura/ui/pageKinds";
import { adLandingPage } from "./kinds";
import type { ProductLanding } from "./landingRoutes";

// The server halves of the pages of ./landingRoutes.ts: never in a browser build.

export const adlpPad = adLandingPage.server({
  title: "工事写真は専用タブレットで速くなる",
  description:
    "広告からお越しの方へ、電子小黒板付きの工事写真専用タブレット現場蔵Padシリーズをご紹介します。黒板の準備がなくなり、撮影が一人で済み、台帳づくりが短くなります。全機種の資料を無料でお送りします。",
  content: async () => (await import("../../content/landing/adlpSeries")).adlpPadContent,
});

export const adlpToughTablet = adLandingPage.server({
  title: "現場の条件に耐えるタフネスタブレット",
  description:
    "広告からお越しの方へ、IP68の防塵・防水性能とMIL-STD-810Hの落下試験への準拠を備えた現場蔵のタフネスタブレットをご紹介します。7 インチから10.1 インチまでの機種を比べた資料を無料でお送りします。",
  content: async () => (await import("../../content/landing/adlpSeries")).adlpToughTabletContent,
});

export const padToughLpDm = landingPage.server({
  title: "ダイレクトメールでご紹介した現場蔵Pad Tough",
  description:
    "ダイレクトメールをお受け取りの方へ、雨の日も撮影を止めない現場蔵Pad Toughの特長と主な仕様、価格をご紹介します。防水・落下の試験方法と雨の現場での使い方を載せた製品資料を無料でお送りします。",
  content: async () => (await import("../../content/pad/toughLpDm")).toughLpDmContent,
});

export const padToughTaikan = landingPage.server({
  title: "Pad Toughを現場で体感する無料貸し出し",
  description:
    "現場蔵Pad Toughシリーズを最長2週間、無料でお貸し出しします。自社の黒板の様式を入れた実機で、雨の日と晴れの日の画面の見え方や、撮影から台帳づくりまでの流れを現場でお確かめいただけます。",
  content: async () => (await import("../../content/pad/toughTaikan")).toughTaikanContent,
});

/** Each product landing page's description, by path. */
const productLandingDescriptions: Readonly<Record<string, string>> = {
  "/adlp/products/pad/01":
    "広告からお越しの方へ、工事写真専用タブレット現場蔵Padをご紹介します。黒板持ちが要らず、撮った写真が台帳に並び、届いた日から使えます。撮影から台帳づくりまでを紹介した製品資料を無料でお送りします。",
  "/adlp/products/pad_dx/01":
    "広告からお越しの方へ、11 インチの画面で図面と黒板を並べて使える現場蔵Pad DXをご紹介します。図面ビューアの使い方と台帳の自動作成までをまとめた製品資料を、無料でお送りします。",
  "/adlp/products/pad_dx/02":
    "現場蔵Pad DXを2週間、無料でお貸し出しします。お使いの図面のPDFを入れて、図面を見ながらの撮影を実際の現場でお試しください。法人のお客様が対象で、往復の送料は当社が負担します。",
  "/adlp/products/pad_mini/01":
    "広告からお越しの方へ、脚立の上でも片手で撮影できる8 インチの現場蔵Pad Miniをご紹介します。実寸の図で持ちやすさを確かめられ、上位機種との違いもまとめた製品資料を無料でお送りします。",
  "/adlp/products/pad_mini/02":
    "現場蔵Pad Miniを2週間、無料でお貸し出しします。脚立の上や天井裏など、いつも撮りにくい場所で大きさと重さをお確かめください。法人のお客様が対象で、往復の送料は当社が負担します。",
  "/adlp/products/pad_tough_10/01":
    "広告からお越しの方へ、10.1 インチの画面にIP68の防塵・防水性能と耐衝撃性を備えた現場蔵Pad Tough 10をご紹介します。塩害の多い現場でのお手入れ方法も載せた製品資料を無料でお送りします。",
  "/adlp/products/pad_tough_10/02":
    "現場蔵Pad Tough 10を2週間、無料でお貸し出しします。雨の日や水辺の現場で、図面の見やすさと手袋での操作をお確かめください。法人のお客様が対象で、往復の送料は当社が負担します。",
  "/adlp/products/pad_tough/01":
    "広告からお越しの方へ、雨や粉じん、落下に強い現場蔵Pad Toughをご紹介します。防水・耐衝撃の試験方法と、雨の現場での使い方の例をまとめた製品資料を無料でお送りします。",
  "/adlp/products/pad_tough/02":
    "現場蔵Pad Toughを2週間、無料でお貸し出しします。雨の日の配筋検査など、いつもは撮影をためらう条件で防水の性能をお確かめください。法人のお客様が対象で、往復の送料は当社が負担します。",
  "/adlp/products/pocket_tough/01":
    "広告からお越しの方へ、狭く暗い場所でも扱いやすい頑丈なポケットサイズの現場蔵Pocket Toughをご紹介します。桁の中や天井裏での撮影例を載せた製品資料を無料でお送りします。",
  "/adlp/products/pocket_tough/02":
    "現場蔵Pocket Toughを2週間、無料でお貸し出しします。桁の中や点検口の奥など、タブレットでは撮りにくい場所で実際にお試しください。法人のお客様が対象で、往復の送料は当社が負担します。",
  "/adlp/products/pocket/01":
    "広告からお越しの方へ、作業着の胸ポケットに入る工事写真専用の端末、現場蔵Pocketをご紹介します。点検や巡回での使い方と、タブレットとの組み合わせ方をまとめた製品資料を無料でお送りします。",
  "/adlp/products/pocket/02":
    "現場蔵Pocketを2週間、無料でお貸し出しします。いつもの巡回や点検のルートで、取り出してから撮るまでの速さをお確かめください。法人のお客様が対象で、往復の送料は当社が負担します。",
};

/** A product's advertising page: its title is its breadcrumb label. */
export function productLandingPage({ slug, variant, label }: ProductLanding) {
  const path = `/adlp/products/${slug}/${variant}`;
  const description = productLandingDescriptions[path];
  if (description === undefined) throw new Error(`No description for the landing page ${path}`);
  return adLandingPage.server({
    title: label,
    description,
    content: async () =>
      (await import("../../content/landing/adlpProducts")).adlpProductContent(slug, variant),
  });
}
