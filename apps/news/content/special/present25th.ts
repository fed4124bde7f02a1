import { drawing } from "@genbagura/illustrations";
import { type CampaignPageContent, productById } from "@genbagura/ui";

/** `/special/25th_present`; `ended` is filled in when the page is rendered. */
export const present25thContent: Omit<CampaignPageContent, "ended"> = {
  title: "現場蔵Pad累計出荷2万5千台 感謝のプレゼント",
  lead: "工事写真専用タブレット 現場蔵Padシリーズの累計出荷台数が、2025年9月に2万5千台を超えました(※自社調べ)。日ごろのご愛顧への感謝を込めて、アンケートにご回答いただいたお客様へ、現場で役立つ記念品をお贈りしました。",
  illustration: drawing("hardHat"),
  period: { start: "2025-10-01", end: "2025-12-26" },
  offer: {
    heading: "プレゼントの内容",
    paragraphs: [
      "期間中の利用者アンケートにご回答いただいた方の中から、抽選で合計250名様へ次の記念品をお贈りしました。いただいたご意見は、製品の改善とサポートの見直しに役立てています。",
    ],
    bullets: [
      "A賞:現場蔵PowerKit(50名様)",
      "B賞:現場蔵 LEDクリップライト(100名様)",
      "C賞:記念ロゴ入り 防寒ネックウォーマー(100名様)",
    ],
  },
  conditions: [
    "現場蔵の製品をお使いの法人・個人事業主のお客様が対象です。1社につき3名様までご応募いただけました。",
    "当選者の発表は、2026年1月中の記念品の発送をもって代えさせていただきました。",
    "アンケートのご回答内容は、個人が特定されない形で集計して製品の改善に使用します。",
  ],
  eligibleProducts: (["cloud", "pad", "goyo-dx"] as const).map((id) => {
    const product = productById(id);
    return { label: product.name, href: product.path, description: product.summary };
  }),
  howToApply: {
    heading: "ご応募の流れ",
    steps: [
      { title: "アンケートに回答する", body: "利用者アンケートのページから、製品のご感想をお寄せください。" },
      { title: "応募の受付", body: "回答の送信をもって応募の受付となります。" },
      { title: "記念品の発送", body: "抽選のうえ、当選された方に記念品をお送りします。" },
    ],
  },
  action: { label: "利用者アンケートに回答する", href: "/survey" },
  currentOffers: { label: "実施中のキャンペーンとプログラムを見る", href: "/campaign/matome" },
};
