import { drawing } from "@genbagura/illustrations";
import { productById } from "../catalogue";
import { caseLinks } from "../shared/caseLinks";
import { purchaseLinkOf } from "../shared/priceBlocks";
import { productPage } from "../shared/productPage";

/** `/care` presents both care plans; the tablet plan is the page's main record. */
export const careContent = productPage({
  productId: "care-tablet",
  title: "現場蔵ケア 端末の保守サービス",
  eyebrow: "保守サービス",
  lead: "現場蔵ケアは、現場蔵Pad・Pocketの故障や破損のときに、修理費用と代替機をまとめて引き受ける年間の保守サービスです。落下や水没による破損も、1年に2回まで自己負担なしで修理します。",
  illustration: drawing("care"),
  features: [
    {
      heading: "破損も自己負担なし",
      paragraphs: [
        "メーカー保証は自然故障が対象で、落下や水没による破損は有償修理になります。現場蔵ケアに加入すると、こうした破損も1年に2回まで、部品代・作業代・往復送料を含めて0円で修理します。",
      ],
    },
    {
      heading: "最短当日に代替機",
      paragraphs: [
        "平日の正午までに受け付けた修理は当日に、それ以降は翌営業日に、同じ機種の代替機を発送します。黒板テンプレートは現場蔵クラウドや現場蔵コネクトから戻せるため、撮影の中断は最小限で済みます。",
      ],
    },
    {
      heading: "長く使うためのバッテリー交換",
      paragraphs: [
        "加入2年目以降は、バッテリーの交換を1回無償で行います。長く使うほど気になる電池の持ちも、保守の範囲で整えられます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "プランと料金",
      links: [
        {
          label: "現場蔵ケアの料金を見る",
          href: "/care/price",
          description: "2つのプランの料金と対象機種を表で比べられます。",
        },
        purchaseLinkOf(productById("care-compact")),
      ],
    },
  ],
  faq: [
    {
      question: "いつ加入できますか。",
      answer:
        "端末のお買い上げと同時か、お買い上げから30日以内に加入できます。30日を過ぎた端末は、点検のうえで加入を承ります。",
    },
    {
      question: "年に3回目の修理はどうなりますか。",
      answer:
        "3回目以降は通常の有償修理となり、修理前にお見積もりをお出しします。代替機の先出しは回数にかかわらずご利用いただけます。",
    },
    {
      question: "補償の対象にならないものはありますか。",
      answer:
        "紛失・盗難、故意による破損、改造による故障は対象外です。液晶保護フィルムやストラップなどの消耗品も対象外です。",
    },
  ],
  relatedCase: caseLinks.padMiniTough,
  callToActionBody:
    "現場蔵ケアは端末と同時にお見積もりできます。台数が多い場合は、まとめて加入の手続きをご案内します。",
});
