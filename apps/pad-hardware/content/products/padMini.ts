import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const padMiniContent = productPage({
  productId: "pad-mini",
  eyebrow: "8 インチ 小型モデル",
  lead: "現場蔵Pad Miniは、片手で持てる8 インチの工事写真専用タブレットです。約350 gと軽く、脚立の上や足場でも片手で黒板を選んで撮影できます。",
  illustration: drawing("padMini"),
  features: [
    {
      heading: "片手で持てる大きさ",
      paragraphs: [
        "幅約124 mmの本体は、作業着の大きめのポケットや腰袋にも収まります。付属のハンドストラップに手を通せば、脚立の上でも落とす心配が小さくなります。",
        "画面は8 インチあるため、黒板の文字や豆図もスマートフォンより大きく確かめられます。",
      ],
    },
    {
      heading: "内装・設備の現場に",
      paragraphs: [
        "IP54の防塵・防滴性能で、内装工事の粉じんや小雨程度なら心配なく使えます。",
        "天井裏や設備の点検口など、大きなタブレットでは構えにくい場所の撮影に向いています。",
      ],
    },
    {
      heading: "導入しやすい価格",
      paragraphs: [
        "電子小黒板の機能は上位機種と同じです。まず数台で試し、現場の声を聞きながら台数を増やす会社に選ばれています。",
        "黒板テンプレートや撮影した写真は、ほかの現場蔵Padと同じ形式で扱えます。",
      ],
    },
  ],
  faq: [
    {
      question: "Pad MiniとPad Mini Toughの違いは何ですか。",
      answer:
        "Pad Mini Toughは7 インチで、IP68の防塵・防水性能とMIL-STD-810Hの落下試験に準拠した耐衝撃性を備えます。Pad Miniは8 インチの画面と軽さを優先したモデルで、屋内の現場に向いています。",
    },
    {
      question: "雨の日の屋外で使えますか。",
      answer:
        "IP54は小雨や水しぶき程度を想定した等級です。雨の中での撮影が多い場合は、IP68のToughシリーズをおすすめします。",
    },
    {
      question: "手袋をしたまま操作できますか。",
      answer:
        "薄手の作業用手袋なら操作できます。厚手の手袋で操作する場合は、手袋操作に対応したToughシリーズが向いています。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.padMini,
  callToActionBody:
    "Pad Miniの資料では、持ちやすさを確かめられる実寸の図と、上位機種との違いをまとめています。",
});
