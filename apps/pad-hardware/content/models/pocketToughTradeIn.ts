import type { StandardPageContent } from "@genbagura/ui";
import { formatYen } from "@genbagura/ui";
import { discontinuedModelById, productById } from "../catalogue";
import { priceTableOf, purchaseLinkOf } from "../shared/priceBlocks";
import { deviceSpecOf, discontinuedSpecOf, specComparisonTable } from "./modelHistory";

const firstGeneration = discontinuedModelById("pocket-tough-1st");
const secondGeneration = productById("pocket-tough");

function tradeIn(): { yen: number; until: string } {
  if (!firstGeneration.tradeIn) throw new Error("pocket-tough-1st has no trade-in offer");
  return firstGeneration.tradeIn;
}

/** `/pocket/tough/1th`: trading the first generation in for the second. */
export const pocketToughTradeInContent: StandardPageContent = {
  title: "現場蔵Pocket Tough 第1世代からの買い替え",
  lead: `第1世代の現場蔵Pocket Toughをお使いのお客様が第2世代へ買い替えるとき、1台あたり${formatYen(tradeIn().yen)}で下取りします。データの移し方と、下取りの条件をご案内します。`,
  blocks: [
    {
      kind: "prose",
      heading: "下取りの条件",
      paragraphs: [
        `第2世代の現場蔵Pocket Toughを1台お買い上げいただくごとに、第1世代1台を${formatYen(tradeIn().yen)}で下取りします。下取り額は第2世代の代金から差し引きます。`,
      ],
      bullets: [
        `受付期間:${tradeIn().until}のご注文分まで`,
        "電源が入らない端末や画面の割れた端末も下取りの対象です",
        "下取りする端末のデータは、当社で消去してから再資源化します",
        "ほかの割引やキャンペーンとの併用については、お見積もりの際にご案内します",
      ],
    },
    {
      kind: "steps",
      heading: "買い替えの流れ",
      steps: [
        {
          title: "お見積もりを依頼する",
          body: "第2世代の台数と、下取りに出す第1世代の台数をお知らせください。",
        },
        {
          title: "データを移す",
          body: "第2世代が届いたら、現場蔵コネクトかクラウドで黒板テンプレートと写真を移します。",
        },
        {
          title: "第1世代を送る",
          body: "同梱の返送用伝票で、第1世代を当社へお送りください。送料は当社が負担します。",
        },
      ],
    },
    specComparisonTable(
      "現場蔵Pocket Tough 第1世代と第2世代の仕様の比較",
      ["第1世代", "第2世代"],
      [discontinuedSpecOf("pocket-tough-1st"), deviceSpecOf("pocket-tough")],
    ),
    priceTableOf(secondGeneration, "第2世代の価格"),
    {
      kind: "relatedLinks",
      heading: "関連ページ",
      links: [
        {
          label: "現場蔵Pocket Toughの製品ページ",
          href: secondGeneration.pagePath,
          description: secondGeneration.summary,
        },
        { label: "現場蔵Pocket Tough 第1世代の仕様とサポート", href: firstGeneration.pagePath },
        purchaseLinkOf(secondGeneration),
      ],
    },
    {
      kind: "callToAction",
      heading: "下取りを含めたお見積もりを依頼する",
      body: "下取りの台数をお問い合わせ欄にご記入ください。担当者が下取り額を差し引いた見積書をお送りします。",
      actions: [{ label: "下取りを含めた見積書を依頼する", href: "/contact/for_pad" }],
    },
  ],
};
