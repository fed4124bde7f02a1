import { drawing } from "@genbagura/illustrations";
import type { FeatureItem, FigureItem, LandingPageSource } from "@genbagura/ui";
import { findCaseStudy, industryScene, productLinks } from "../cases/caseStudyPage";
import type { CaseStudyRecord } from "../cases/caseTypes";

/** The case, from its file (content/cases/023.md). */
function case023Record(): CaseStudyRecord {
  const record = findCaseStudy("023");
  if (!record) throw new Error("/adlp/case/023 tells case 023: content/cases/023.md is missing");
  return record;
}

function benefit(case023: CaseStudyRecord, figure: FigureItem): FeatureItem {
  return {
    title: `${figure.label}:${figure.value}`,
    body: figure.note
      ? `${figure.note}から改善しました。`
      : `${case023.company.name}様での導入後の数値です。`,
  };
}

/** `/adlp/case/023`: case 023 told as a landing page, built from the case itself so the two never differ. */
export function adlpCase023Content(): LandingPageSource {
  const case023 = case023Record();
  const [first, second, third] = case023.figures;
  if (!first || !second || !third) throw new Error("Case 023 needs three figures for its landing page");
  return {
    hero: {
      eyebrow: `導入事例 ${case023.company.name}様`,
      title: "拠点が多い会社の修繕写真を、本社で一度に見る",
      lead: `修繕の写真がメールや郵送でばらばらに届き、本社での確認に1週間以上かかる。全国${first.value}を持つ${case023.company.name}様は、その状態を現場蔵Pixと現場蔵クラウドで変えました。`,
      illustration: drawing(industryScene(case023)),
    },
    benefits: {
      heading: "導入して変わったこと",
      items: [benefit(case023, first), benefit(case023, second), benefit(case023, third)],
    },
    conditions: {
      heading: "事例資料のお申し込み",
      items: [
        "この事例の詳しい内容を、印刷しやすい資料にまとめています。",
        "フォームの送信後、すぐに資料をご覧いただけます。",
        `※数値は${case023.company.name}様調べ(${case023.publishedAt.slice(0, 4)}年)。所属・役職・数値は取材当時のものです。`,
      ],
    },
    blocks: [
      {
        kind: "prose",
        heading: "こんな施設管理のご担当者に読んでいただきたい事例です",
        paragraphs: [
          "倉庫や店舗、工場を各地に持ち、修繕工事を発注する側として写真を受け取っている会社では、業者ごとに写真の撮り方や届け方が違いがちです。修繕の前と後を比べられず、本社の判断が現場より遅れてしまいます。",
        ],
        bullets: [
          "修繕や点検の写真が、メール・郵送・共有フォルダに分かれて届く",
          "業者によって撮る角度や枚数が違い、工事の効果を比べられない",
          "写真がそろうまで検収ができず、業者への支払いが遅れる",
        ],
      },
      {
        kind: "prose",
        heading: "本社が黒板を決め、拠点はシャッターを押すだけ",
        paragraphs: [
          `${case023.company.name}様が最初に決めたのは、写真に写す黒板の中身を本社でそろえることでした。拠点名と設備番号、修繕の種類を入れた黒板を本社が作って配り、施工業者には修繕の前と後を同じ黒板で撮ってもらいます。`,
          "撮影に使う現場蔵Pixは、撮った写真をその場でクラウドへ送る小型カメラです。業務でスマートフォンを使わない拠点の担当者でも操作に迷わず、本社は翌朝には前日の写真を確かめられます。",
        ],
        bullets: case023.usage,
      },
      { kind: "quote", ...case023.quote },
      { kind: "relatedLinks", heading: "導入した製品", links: productLinks(case023) },
    ],
    action: {
      heading: "この事例を資料で読む",
      body: "物流センターの修繕と点検の写真を本社で一元管理した取り組みを、資料にまとめてお届けします。",
      label: "事例資料を無料で請求する",
      href: "/case/023/download",
    },
    form: { formId: "adlp_case_023", hidden: { caseId: case023.id } },
    proofProducts: case023.products,
  };
}
