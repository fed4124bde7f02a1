import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const padToughContent = productPage({
  productId: "pad-tough",
  eyebrow: "タフモデル",
  lead: "現場蔵Pad Toughは、IP68(防塵・防水等級)の防水防塵性能と耐衝撃性を備えた工事写真専用タブレットです。濡れた手袋のままでも操作でき、雨の中の配筋検査でも撮影を止めずに済みます。",
  illustration: drawing("padTough"),
  features: [
    {
      heading: "雨でも粉じんでも",
      paragraphs: [
        "IP68の本体は、雨や泥はね、コンクリートの粉じんの中でもそのまま使えます。汚れたら水で洗い流せます。",
        "電子小黒板は画面の中にあるため、雨で黒板の文字がにじむことも、風で黒板が飛ばされることもありません。",
      ],
    },
    {
      heading: "落としても、止まらない",
      paragraphs: [
        "MIL-STD-810Hの落下試験に高さ1.2 mで準拠しています。腰の高さから合板の上に落としても動作するよう設計しています。",
        "付属のショルダーベルトで肩から提げれば、両手を空けたまま現場を巡回できます。",
      ],
    },
    {
      heading: "交換式バッテリーと高輝度の画面",
      paragraphs: [
        "バッテリーは交換式で、予備を持てば充電を待たずに撮影を続けられます。画面は最大700 nitの明るさで、屋外でも黒板の文字を確かめやすくしています。",
        "直射日光の下で使う時間が長い場合は、1,000 nitの画面を持つ第2世代もご検討ください。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "撮った写真の共有と関連情報",
      links: [
        {
          label: "撮った写真は現場蔵クラウドで事務所と共有できます",
          href: "/cloud",
          description: "現場で撮った写真を事務所がすぐ受け取り、台帳づくりを分担できます。",
        },
        {
          label: "現場蔵Pad Tough 第2世代の製品ページ",
          href: "/pad/tough/2nd",
          description: "高輝度の画面と大きなメモリを備えた上位モデルです。",
        },
        {
          label: "Pad Toughの耐熱試験の結果",
          href: "/pad/tough/tainetsu",
          description: "真夏の現場を想定した試験の条件と結果を公開しています。",
        },
        {
          label: "Pad Toughの無料貸し出しと体験会",
          href: "/pad/tough/taikan",
          description: "購入前に実機を最長2週間お試しいただけます。",
        },
      ],
    },
  ],
  faq: [
    {
      question: "Pad Toughと第2世代は、どちらを選べばよいですか。",
      answer:
        "価格を抑えて台数をそろえたい場合はPad Tough、直射日光の下での撮影が多い場合や写真の枚数が多い現場では、画面が明るくメモリの大きい第2世代が向いています。電子小黒板の機能は同じです。",
    },
    {
      question: "冬の屋外でも使えますか。",
      answer:
        "動作温度は−20〜60℃です。寒冷地の早朝でも撮影できますが、低温ではバッテリーの持ちが短くなるため、予備バッテリーの携帯をおすすめします。",
    },
    {
      question: "故障したときはどうなりますか。",
      answer:
        "保証期間の2年間は、自然故障の修理と往復送料が無償です。落下や水没による破損に備えるなら、代替機を最短当日に発送する現場蔵ケア タブレットへの加入をおすすめします。",
      links: [{ label: "現場蔵ケアの内容を見る", href: "/care" }],
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.padTough,
  callToActionBody: "Pad Toughの資料では、防水・耐衝撃の試験方法と、雨の現場での使い方の例を紹介しています。",
});
