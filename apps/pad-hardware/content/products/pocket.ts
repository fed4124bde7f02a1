import { drawing } from "@genbagura/illustrations";
import { deviceById } from "../catalogue";
import { caseLinks } from "../shared/caseLinks";
import { lineupLinks } from "../shared/lineup";
import { productPage } from "../shared/productPage";

export const pocketContent = productPage({
  productId: "pocket",
  eyebrow: "ポケットサイズ",
  lead: "現場蔵Pocketは、作業着の胸ポケットに入る6.1 インチの工事写真専用の端末です。約180 gと軽く、巡回や点検で何十か所も回る日でも、取り出してすぐ電子小黒板入りの写真を撮れます。",
  illustration: drawing("pocket"),
  features: [
    {
      heading: "ポケットから出して、すぐ撮る",
      paragraphs: [
        "電源ボタンを2回押すと、最後に使った黒板でカメラが起動します。パネルや機器を1台ずつ記録する点検作業でも、撮影の手間が増えません。",
        "ネックストラップを付ければ、高所での落下も防げます。",
      ],
    },
    {
      heading: "4,800万画素のカメラ",
      paragraphs: [
        "小さな本体でも、背面カメラは4,800万画素です。機器の銘板や配線の色など、細かな部分まで読み取れる写真を残せます。",
      ],
    },
    {
      heading: "タブレットと同じ黒板を使える",
      paragraphs: [
        "黒板テンプレートは現場蔵Padと共通です。監督はタブレット、職長はPocketという組み合わせでも、同じ黒板で撮った写真がひとつの台帳にまとまります。",
      ],
    },
  ],
  blocks: [lineupLinks([deviceById("pocket"), deviceById("pocket-tough")], "現場蔵Pocketシリーズ")],
  faq: [
    {
      question: "スマートフォンに現場蔵カメラを入れるのと何が違いますか。",
      answer:
        "現場蔵Pocketは工事写真の撮影専用に設定した端末で、私用のアプリや通知が入りません。会社の端末として台数をそろえやすく、初期設定のサポートも付いています。",
      links: [{ label: "現場蔵カメラの製品ページ", href: "/cam" }],
    },
    {
      question: "電話として使えますか。",
      answer: "通話の機能はありません。データ通信用のSIMを挿すと、現場から現場蔵クラウドへ写真を送れます。",
    },
    {
      question: "雨の日に使えますか。",
      answer:
        "IP54の防塵・防滴性能で、小雨程度なら使えます。雨の中での撮影や落下が心配な現場には、IP68の現場蔵Pocket Toughをおすすめします。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.pocket,
  callToActionBody:
    "現場蔵Pocketの資料では、点検や巡回の現場での使い方の例と、タブレットとの組み合わせ方を紹介しています。",
});
