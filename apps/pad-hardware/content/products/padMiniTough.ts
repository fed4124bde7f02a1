import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const padMiniToughContent = productPage({
  productId: "pad-mini-tough",
  eyebrow: "小型タフモデル 第2世代",
  lead: "現場蔵Pad Mini Toughは、7 インチの小さな本体にIP68の防塵・防水性能と耐衝撃性を詰め込んだタフタブレットです。第2世代ではバッテリーを交換式にし、予備バッテリー1個を標準で付けました。",
  illustration: drawing("padMiniTough"),
  features: [
    {
      heading: "はつりや足場の現場でも",
      paragraphs: [
        "MIL-STD-810Hの落下試験に高さ1.5 mで準拠し、IP68の防塵・防水性能を備えています。外壁のはつりや足場の上など、粉じんと落下の心配がある改修工事に向いています。",
        "−20〜60℃の温度で動作するため、真夏の屋上や冬の早朝の現場でも使えます。",
      ],
    },
    {
      heading: "交換式バッテリーで一日中",
      paragraphs: [
        "1個で約10時間使えるバッテリーを、電源を切って数十秒で交換できます。予備の1個が付属しているため、長い一日でも充電を待たずに撮影を続けられます。",
      ],
    },
    {
      heading: "手袋や濡れた指でも",
      paragraphs: [
        "画面は手袋や濡れた指での操作に対応しています。雨の日に手袋を外さずに黒板を切り替えられます。",
        "約430 gで、ハンドストラップに手を通せば片手でしっかり持てます。",
      ],
    },
  ],
  faq: [
    {
      question: "第1世代から何が変わりましたか。",
      answer:
        "バッテリーが交換式になり、予備バッテリーが付属するようになりました。画面は手袋に加えて濡れた指での操作にも対応し、落下試験の高さは1.2 mから1.5 mに上がっています。",
    },
    {
      question: "水に落としても大丈夫ですか。",
      answer:
        "IP68は継続的な水没を想定した等級で、社内試験では水深1.5 mに30分沈めても動作しました。水没のあとは端子の水分を拭き取り、乾かしてから充電してください。",
    },
    {
      question: "保証期間はどのくらいですか。",
      answer:
        "メーカー保証はお買い上げから2年間です。落下や水没による破損も補償したい場合は、現場蔵ケア コンパクトへの加入をおすすめします。",
      links: [{ label: "現場蔵ケアの内容を見る", href: "/care" }],
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.padMiniTough,
  callToActionBody:
    "タフタブレットの資料では、Pad Mini Tough、Pad Tough、Pad Tough 10の耐久性能を同じ表で比べられます。",
});
