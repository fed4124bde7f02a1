import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const pocketToughContent = productPage({
  productId: "pocket-tough",
  eyebrow: "ポケットサイズ タフモデル 第2世代",
  lead: "現場蔵Pocket Toughは、ポケットに入る大きさで、IP68の防塵・防水性能と耐衝撃性を備えた工事写真専用の端末です。桁の中や天井裏など、タブレットを構えられない狭く暗い場所で力を発揮します。",
  illustration: drawing("pocketTough"),
  features: [
    {
      heading: "狭い場所でも構えられる",
      paragraphs: [
        "幅約80 mmの本体なら、天井高1 mに満たない桁の中や配管の奥でも片手で撮影できます。黒板は画面の中に表示されるため、大きな黒板を画角に入れる苦労がありません。",
      ],
    },
    {
      heading: "暗い場所を照らすライト",
      paragraphs: [
        "背面には高輝度のLEDライトを備え、真っ暗な場所でも被写体を照らして撮影できます。さらに明るさが必要な場合は、LEDクリップライトを端末のふちに挟んで使えます。",
      ],
    },
    {
      heading: "一日持つバッテリー",
      paragraphs: [
        "5,000 mAhのバッテリーで約14時間使えます。第1世代より約3時間長くなりました。",
        "MIL-STD-810Hの落下試験に高さ1.5 mで準拠し、−20〜60℃で動作します。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "Pocket Toughの関連情報",
      links: [
        {
          label: "LEDクリップライトの製品ページ",
          href: "/cliplight",
          description: "暗い場所の撮影を明るく照らす、端末に挟むライトです。",
        },
        {
          label: "Pocket Tough 第1世代の仕様とサポート",
          href: "/pocket/tough/1st",
          description: "販売を終えた第1世代の仕様と修理の受付期間です。",
        },
        {
          label: "第1世代から第2世代への買い替え",
          href: "/pocket/tough/1th",
          description: "下取りの条件と、データの移し方をご案内しています。",
        },
      ],
    },
  ],
  faq: [
    {
      question: "第1世代との違いは何ですか。",
      answer:
        "画面が5.5 インチから6.3 インチに大きくなり、メモリは6 GB、連続使用時間は約14時間になりました。落下試験は最新の規格であるMIL-STD-810Hに準拠しています。",
    },
    {
      question: "暗い場所でも黒板の文字は読めますか。",
      answer:
        "黒板は撮影時に画像へ合成されるため、周りが暗くても文字がつぶれません。被写体を明るく写すには、背面ライトかLEDクリップライトをお使いください。",
    },
    {
      question: "ほかの端末と黒板を共有できますか。",
      answer:
        "現場蔵Padシリーズと同じ黒板テンプレートを使えます。現場蔵クラウドを通じて、事務所で作った黒板を配ることもできます。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.pocketTough,
  callToActionBody:
    "Pocket Toughの資料では、狭い場所や暗い場所での撮影例と、LEDクリップライトとの組み合わせ方を紹介しています。",
});
