import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const padTough10Content = productPage({
  productId: "pad-tough-10",
  eyebrow: "10.1 インチ タフモデル",
  lead: "現場蔵Pad Tough 10は、10.1 インチの画面にIP68の防塵・防水性能と耐衝撃性を備えたタフタブレットです。港湾や河川の現場でも、図面を大きく表示して確かめながら撮影できます。",
  illustration: drawing("padTough10"),
  features: [
    {
      heading: "大きな画面で図面を確認",
      paragraphs: [
        "10.1 インチの画面なら、図面のPDFを拡大せずに全体を見渡せます。付属の現場蔵 図面ビューアで撮影位置に印を付ければ、撮り漏らしを防げます。",
        "付属のスタイラスペンで、手袋のまま図面に書き込めます。",
      ],
    },
    {
      heading: "波しぶきと潮風の中でも",
      paragraphs: [
        "IP68の本体は水しぶきや雨を気にせず使えます。塩分を含んだ水が付いたときは、真水で洗い流してお手入れできます。",
        "MIL-STD-810Hの落下試験に高さ1.2 mで準拠しています。",
      ],
    },
    {
      heading: "一日の撮影を支える電池",
      paragraphs: [
        "7,600 mAhの交換式バッテリーで約11時間使えます。電源のない現場では、PowerKitと組み合わせれば数日間の充電をまかなえます。",
      ],
    },
  ],
  faq: [
    {
      question: "Pad Tough 10は重くありませんか。",
      answer:
        "約720 gです。付属のショルダーベルトで肩から提げて持ち運ぶ使い方をおすすめします。片手で構える時間が長い場合は、8 インチのPad Toughも比べてみてください。",
    },
    {
      question: "海水がかかっても大丈夫ですか。",
      answer:
        "防水性能に問題はありませんが、塩分が残ると端子を傷めるおそれがあります。作業の終わりに真水で洗い流し、乾かしてから充電してください。",
    },
    {
      question: "図面はどのように端末に入れますか。",
      answer: "現場蔵クラウドにアップロードした図面を端末で開くか、USBケーブルでPDFを端末にコピーします。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.padTough10,
  callToActionBody:
    "Pad Tough 10の資料では、図面ビューアの使い方と、塩害の多い現場でのお手入れ方法をまとめています。",
});
