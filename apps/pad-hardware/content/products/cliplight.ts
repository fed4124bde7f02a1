import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const cliplightContent = productPage({
  productId: "cliplight",
  eyebrow: "アクセサリー",
  lead: "LEDクリップライトは、タブレットやスマートフォンのふちに挟んで使う撮影用のライトです。桁の中や天井裏、夜間の工事など、暗い場所の写真を明るく撮れます。",
  illustration: drawing("cliplight"),
  features: [
    {
      heading: "挟むだけで取り付け",
      paragraphs: [
        "厚さ5〜16 mmの端末やケースに挟めます。現場蔵Pad・Pocketの全機種に対応し、保護ケースを付けたままでも使えます。",
        "ライトの向きは180°まで変えられ、被写体に合わせて照らす角度を調整できます。",
      ],
    },
    {
      heading: "色を正しく写す昼白色",
      paragraphs: [
        "色温度5,000 Kの昼白色で、配線の色や塗装の仕上がりを自然な色で記録できます。明るさは最大300 lmで、3段階に切り替えられます。",
      ],
    },
    {
      heading: "USB Type-Cで充電",
      paragraphs: [
        "約2時間で満充電でき、弱なら約6時間点灯します。PowerKitからも充電できます。",
        "落下防止のストラップが付属し、高所でも安心して使えます。",
      ],
    },
  ],
  faq: [
    {
      question: "端末の内蔵ライトとの違いは何ですか。",
      answer:
        "内蔵ライトはカメラのすぐ横から照らすため、近くの被写体が白く飛んだり影が強く出たりします。クリップライトは向きを変えられるため、斜めから照らして立体感のある写真を撮れます。",
    },
    {
      question: "雨の日に使えますか。",
      answer: "IP54の防塵・防滴性能があり、小雨程度なら使えます。",
    },
    {
      question: "何個まで注文できますか。",
      answer:
        "個数の上限はありません。10個以上のご注文は、お見積もりページで合計を計算するか、お問い合わせください。",
    },
  ],
  relatedCase: caseLinks.pocketTough,
  callToActionBody: "LEDクリップライトは単品でも、タブレットと合わせたお見積もりでもご注文いただけます。",
});
