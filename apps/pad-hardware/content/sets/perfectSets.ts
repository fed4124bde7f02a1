import type { StandardPageContent } from "@genbagura/ui";
import { bundleById } from "../catalogue";
import { bundlePriceText, bundleSavingText } from "../shared/bundles";
import { bundleContentsTable, bundlePage } from "./bundlePage";

const setTerms = [
  "セットの内容は変更できません。製品を追加する場合は、単品価格でお見積もりします",
  "現場蔵ケアはお届けの日から1年間有効です。2年目以降は年額で更新できます",
  "1回のご注文につき10セットまでです。それ以上はお問い合わせください",
] as const;

export const toughPerfectSetContent = bundlePage({
  bundleId: "perfectset-tough",
  title: "現場蔵Pad Tough パーフェクトセット",
  lead: "雨の現場にも電源のない現場にも持ち出せるよう、Pad Toughに必要な道具をひとまとめにしたセットです。タブレット、ポータブル電源、撮影用ライト、1年分の保守がそろいます。",
  features: [
    {
      title: "電源のない現場でも充電",
      body: "PowerKitでPad Toughを約10回満充電できます(自社測定)。造成地や山間部の現場でも、数日分の撮影をまかなえます。",
    },
    {
      title: "暗い場所も明るく撮れる",
      body: "LEDクリップライトを挟めば、桁の中や夜間の工事でも被写体を照らせます。",
    },
    {
      title: "落としても最短当日に代替機",
      body: "1年分の現場蔵ケアが付き、落下や水没による破損も自己負担なしで修理します。",
    },
  ],
  terms: setTerms,
  related: [
    { label: "現場蔵Pad Toughの製品ページ", href: "/pad/tough" },
    { label: "Pad DX パーフェクトセット", href: "/pad/perfectset/paddx" },
    { label: "パーフェクトセットの一覧", href: "/perfectset" },
  ],
});

export const dxPerfectSetContent = bundlePage({
  bundleId: "perfectset-dx",
  title: "現場蔵Pad DX パーフェクトセット",
  lead: "図面を見ながら撮影するPad DXに、長時間の作業を支える電源とライト、1年分の保守を組み合わせたセットです。大規模な建築現場の監督に選ばれています。",
  features: [
    {
      title: "図面と撮影を一日中",
      body: "Pad DXは約12時間使え、PowerKitがあれば現場の詰所で昼休みに充電できます。",
    },
    {
      title: "室内の暗がりも鮮明に",
      body: "5,000万画素のカメラとLEDクリップライトで、照明の入る前の室内でも細部まで記録できます。",
    },
    {
      title: "上位モデルを安心して持ち出す",
      body: "1年分の現場蔵ケアで、破損の修理と、最短当日発送の代替機に備えられます。",
    },
  ],
  terms: setTerms,
  related: [
    { label: "現場蔵Pad DXの製品ページ", href: "/pad/dx" },
    { label: "Pad Tough パーフェクトセット", href: "/pad/perfectset" },
    { label: "パーフェクトセットの一覧", href: "/perfectset" },
  ],
});

const tough = bundleById("perfectset-tough");
const dx = bundleById("perfectset-dx");

/** `/perfectset`: both perfect sets side by side. */
export const perfectSetIndexContent: StandardPageContent = {
  title: "パーフェクトセット",
  lead: "パーフェクトセットは、タブレットに現場で必要な道具と1年分の保守をまとめたセットです。単品でそろえるよりお得な価格で、届いたその日から現場に持ち出せます。",
  blocks: [
    {
      kind: "relatedLinks",
      heading: "セットの種類",
      links: [
        {
          label: tough.name,
          href: tough.pagePath,
          description: `${bundlePriceText(tough)}。単品でそろえるより${bundleSavingText(tough)}お得です。雨や落下の多い屋外の現場に向いています。`,
        },
        {
          label: dx.name,
          href: dx.pagePath,
          description: `${bundlePriceText(dx)}。単品でそろえるより${bundleSavingText(dx)}お得です。図面を見ながら撮影する建築の現場に向いています。`,
        },
      ],
    },
    bundleContentsTable(tough),
    bundleContentsTable(dx),
    {
      kind: "prose",
      heading: "セットの選び方",
      paragraphs: [
        "土木や外構など屋外の現場が中心なら、IP68のPad Toughのセットをおすすめします。建築の現場で図面と写真を行き来する時間が長いなら、Pad DXのセットが向いています。",
        "どちらのセットにも、PowerKit、LEDクリップライト、1年分の現場蔵ケア タブレットが入っています。",
      ],
    },
    {
      kind: "callToAction",
      heading: "セットの見積書を依頼する",
      body: "台数と納品先をお知らせいただければ、担当者が見積書をお送りします。",
      actions: [{ label: "パーフェクトセットの見積書を依頼する", href: "/contact/for_pad" }],
    },
  ],
};
