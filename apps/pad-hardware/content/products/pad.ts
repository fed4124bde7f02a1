import { drawing } from "@genbagura/illustrations";
import { devices } from "../catalogue";
import { caseLinks } from "../shared/caseLinks";
import { lineupLinks, lineupTable } from "../shared/lineup";
import { productPage } from "../shared/productPage";

/** `/pad`: the family top. It presents the standard model and the whole line-up. */
export const padTopContent = productPage({
  productId: "pad",
  title: "工事写真専用タブレット「現場蔵Pad」",
  eyebrow: "タブレット・機器",
  lead: "現場蔵Padは、電子小黒板アプリとカメラをひとつにした工事写真専用のタブレットです。黒板を持たずに撮影でき、撮った写真は黒板の内容で仕分けられて工事写真台帳になります。",
  illustration: drawing("pad"),
  features: [
    {
      heading: "黒板を持たずに、一人で撮影",
      paragraphs: [
        "工種・測点・寸法を入れた電子小黒板を画面に表示し、そのまま写真に合成します。黒板を持つ人を待たずに、監督一人で撮影を進められます。",
        "黒板は事務所で前日に作っておけます。現場では一覧から選ぶだけなので、チョークで書き直す時間も、書き間違いの撮り直しもなくなります。",
      ],
    },
    {
      heading: "撮った順に、台帳の形へ",
      paragraphs: [
        "写真には黒板の工種や測点が情報として残ります。現場蔵 御用達や現場蔵クラウドに取り込むと、その情報で写真が自動で仕分けられ、工事写真台帳の所定の位置に並びます。",
        "撮影時に改ざん検知用のハッシュ値を付けるため、信憑性確認が求められる公共工事の写真にもそのまま使えます。",
      ],
    },
    {
      heading: "10.1 インチで、黒板も図面も読みやすく",
      paragraphs: [
        "標準モデルの現場蔵Padは10.1 インチの画面を備え、黒板の文字や豆図を確かめながら撮影できます。図面のPDFを開いて撮影位置を確認するのにも十分な大きさです。",
        "雨や粉じんの多い現場には防塵・防水と耐衝撃性を備えたToughシリーズ、持ち歩きやすさを重視する方にはMiniやPocketをご用意しています。",
      ],
      bullets: [
        "室内工事や内装の現場なら現場蔵Pad",
        "屋外や土木の現場ならPad Tough",
        "狭い場所や巡回が多いならPocket",
      ],
    },
  ],
  blocks: [lineupTable(devices), lineupLinks(devices, "現場蔵Pad・Pocketのラインアップ")],
  faq: [
    {
      question: "普通のタブレットに電子小黒板アプリを入れるのと、何が違いますか。",
      answer:
        "現場蔵Padは撮影と黒板の操作に合わせて設定を済ませた状態でお届けし、初期設定のサポートも付いています。工事黒板アプリ、クラウド連携、御用達への取り込みアプリが最初から入っているため、届いたその日から撮影を始められます。",
    },
    {
      question: "どの機種を選べばよいか分かりません。",
      answer:
        "屋外の土木工事や雨の日の撮影が多い場合はPad Toughシリーズ、内装や設備の現場が中心なら現場蔵PadやPad Mini、狭い場所や巡回が多い場合はPocketシリーズが向いています。上の比較表で画面の大きさ、防塵・防水、質量を見比べられます。",
      links: [{ label: "現場蔵Padの導入を相談する", href: "/contact/for_pad" }],
    },
    {
      question: "購入前に実機を試せますか。",
      answer:
        "法人のお客様には、最長2週間の無料貸し出しを行っています。東京のショールームでは全機種を手に取ってお試しいただけます。",
      links: [{ label: "ショールームの案内を見る", href: "/showroom" }],
    },
    {
      question: "撮った写真はどのように事務所へ送りますか。",
      answer:
        "Wi-Fiやモバイル通信で現場蔵クラウドへ送るか、USBケーブルや社内のWi-Fiで現場蔵 御用達へ取り込みます。クラウドを使えば、現場にいながら事務所の担当者が台帳づくりを進められます。",
    },
  ],
  faqMore: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  relatedCase: caseLinks.pad,
  callToActionBody:
    "機種選びに迷ったら、製品資料で各機種の違いをご確認ください。台数が決まっている場合は、お見積もりページで合計金額をすぐに計算できます。",
});
