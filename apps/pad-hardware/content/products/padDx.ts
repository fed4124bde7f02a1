import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const padDxContent = productPage({
  productId: "pad-dx",
  eyebrow: "上位モデル 第5世代",
  lead: "現場蔵Pad DXは、11 インチの高精細な画面と8 GBのメモリを備えた上位モデルです。図面のPDFを開いたまま黒板を切り替えて撮影でき、写真の多い大規模な現場でも動作が重くなりにくい設計です。",
  illustration: drawing("padDx"),
  features: [
    {
      heading: "図面を見ながら撮影",
      paragraphs: [
        "画面を分割して、左に図面、右にカメラを表示できます。付属の現場蔵 図面ビューアで図面に撮影位置の印を付けておけば、撮り漏らしを現場で確かめられます。",
        "2,560×1,600ドットの画面は、配筋図の細かな寸法も拡大せずに読める精細さです。",
      ],
    },
    {
      heading: "5,000万画素のカメラと手ぶれ補正",
      paragraphs: [
        "背面カメラは5,000万画素で、光学式の手ぶれ補正を備えています。足場の上や薄暗い室内でも、鉄筋の径や本数が読み取れる写真を撮れます。",
        "黒板の文字は撮影時に画像へ合成されるため、拡大しても読みやすさが変わりません。",
      ],
    },
    {
      heading: "大きな現場でも軽快に",
      paragraphs: [
        "8 GBのメモリと256 GBのストレージで、1現場で1万枚を超える写真と数百枚の黒板を端末に入れたまま扱えます。",
        "1回の充電で約12時間使えるため、朝の着工前から夕方の片付けまで充電器を持ち歩かずに済みます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "第5世代について",
      links: [
        {
          label: "現場蔵Pad DX 第5世代で変わったこと",
          href: "/pad/dx/5th",
          description: "第4世代からの主な違いを表で比べています。",
        },
        {
          label: "現場蔵Pad DX 第4世代の仕様とサポート",
          href: "/pad/4th",
          description: "販売を終えた第4世代の仕様と修理の受付期間をご案内しています。",
        },
        {
          label: "現場蔵Pad DX パーフェクトセット",
          href: "/pad/perfectset/paddx",
          description: "PowerKit、LEDクリップライト、1年分の現場蔵ケアをまとめたセットです。",
        },
      ],
    },
  ],
  faq: [
    {
      question: "Pad DXとPad Tough 10は、どちらが向いていますか。",
      answer:
        "図面を見ながらの撮影や台帳の確認など、画面で行う作業が多い場合はPad DXが向いています。雨天や水しぶきの中での撮影が多い場合は、IP68の防塵・防水性能を持つPad Tough 10をおすすめします。",
    },
    {
      question: "第4世代のPad DXのデータを移せますか。",
      answer:
        "はい。現場蔵コネクトのバックアップ機能で、黒板テンプレートと写真をまとめて第5世代へ移せます。移行の手順は初期設定サポートでもご案内します。",
    },
    {
      question: "スタイラスペンは何に使いますか。",
      answer:
        "図面への書き込みや、黒板に手書きのメモを加えるときに使います。手袋をしたままでも細かな位置を指定できます。",
    },
  ],
  faqMore: { label: "現場蔵Pad DXのよくあるご質問をすべて見る", href: "/faq/paddx" },
  relatedCase: caseLinks.padDx,
  callToActionBody:
    "Pad DXの資料では、図面ビューアの使い方と御用達DXでの台帳の自動作成までを画面の例とともに紹介しています。",
});
