import { drawing } from "@genbagura/illustrations";
import type { FeatureItem, FigureItem, LandingPageContent } from "@genbagura/ui";
import { industryScene, productLinks } from "../cases/caseStudyPage";
import { case023 } from "../cases/records/case023";

function benefit(figure: FigureItem): FeatureItem {
  return {
    title: `${figure.label}:${figure.value}`,
    body: figure.note
      ? `${figure.note}から改善しました。`
      : `${case023.company.name}様での導入後の数値です。`,
  };
}

/** `/adlp/case/023`: case 023 told as a landing page, built from the case itself so the two never differ. */
export function adlpCase023Content(): LandingPageContent {
  const [first, second, third] = case023.figures;
  if (!first || !second || !third) throw new Error("Case 023 needs three figures for its landing page");
  return {
    hero: {
      eyebrow: `導入事例 ${case023.company.name}様`,
      title: case023.title,
      lead: case023.lead,
      illustration: drawing(industryScene(case023)),
    },
    benefits: {
      heading: "導入して変わったこと",
      items: [benefit(first), benefit(second), benefit(third)],
    },
    conditions: {
      heading: "事例資料のお申し込み",
      period: "随時受付中",
      items: [
        "この事例の詳しい内容を、印刷しやすい資料にまとめています。",
        "フォームの送信後、すぐに資料をご覧いただけます。",
        `※数値は${case023.company.name}様調べ(${case023.publishedAt.slice(0, 4)}年)。所属・役職・数値は取材当時のものです。`,
      ],
    },
    blocks: [
      { kind: "prose", heading: "導入前の課題", paragraphs: case023.challenge },
      { kind: "prose", heading: "選んだ理由と使い方", paragraphs: case023.reasons, bullets: case023.usage },
      { kind: "quote", ...case023.quote },
      { kind: "relatedLinks", heading: "導入した製品", links: productLinks(case023) },
    ],
    action: {
      heading: "この事例を資料で読む",
      body: "物流センターの修繕と点検の写真を本社で一元管理した取り組みを、資料にまとめてお届けします。",
      label: "事例資料を無料で請求する",
      href: "/case/023/download",
    },
  };
}
