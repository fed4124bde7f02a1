import { drawing } from "@genbagura/illustrations";
import { deviceById } from "../catalogue";
import { caseLinks } from "../shared/caseLinks";
import { lineupTable } from "../shared/lineup";
import { productPage } from "../shared/productPage";

export const padTough2ndContent = productPage({
  productId: "pad-tough-2nd",
  eyebrow: "タフモデル 第2世代",
  lead: "現場蔵Pad Tough 第2世代は、最大1,000 nitの明るい画面と6 GBのメモリを載せたPad Toughの上位モデルです。晴天の屋上や炎天下の舗装現場でも、黒板の文字を確かめながら撮影できます。",
  illustration: drawing("padTough2nd"),
  features: [
    {
      heading: "直射日光の下でも見やすい画面",
      paragraphs: [
        "画面の最大輝度を第1世代の700 nitから1,000 nitに上げ、反射を抑える表面処理を施しました。晴天の屋外で画面が見づらいという声に応えた改良です。",
        "濡れた指や手袋での操作にも対応し、雨の日でも手袋を外さずに黒板を切り替えられます。",
      ],
    },
    {
      heading: "写真が増えても軽快",
      paragraphs: [
        "メモリを6 GB、ストレージを128 GBに増やしました。写真が数千枚たまった現場でも、黒板の一覧や写真の確認が遅くなりにくくなっています。",
        "背面カメラは1,600万画素になり、離れた位置からの全景写真も細部まで残せます。",
      ],
    },
    {
      heading: "より高い落下に耐える",
      paragraphs: [
        "MIL-STD-810Hの落下試験に高さ1.5 mで準拠しました。胸の高さから落としても動作するよう、画面のふちと角の構造を見直しています。",
        "交換式バッテリーは5,600 mAhに増え、予備バッテリー1個が標準で付属します。",
      ],
    },
  ],
  blocks: [lineupTable([deviceById("pad-tough"), deviceById("pad-tough-2nd")], "Pad Toughと第2世代の比較")],
  faq: [
    {
      question: "第1世代のPad Toughの販売は続きますか。",
      answer: "はい。電子小黒板の機能は同じで、価格を抑えたいお客様のために第1世代も引き続き販売しています。",
      links: [{ label: "現場蔵Pad Toughの製品ページ", href: "/pad/tough" }],
    },
    {
      question: "第1世代のバッテリーやアクセサリーは使えますか。",
      answer:
        "本体の形が変わったため、バッテリーと液晶保護フィルムは第2世代専用です。ショルダーベルト、LEDクリップライト、PowerKitは共通でお使いいただけます。",
    },
    {
      question: "黒板テンプレートを第1世代から移せますか。",
      answer: "現場蔵コネクトや現場蔵クラウドを通じて、黒板テンプレートと写真をそのまま移せます。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.padToughRain,
  callToActionBody: "第2世代の資料では、画面の見やすさを比べた写真と、第1世代との違いをまとめています。",
});
