import type { StandardPageContent } from "@genbagura/ui";
import { caseLinks } from "../shared/caseLinks";

/** `/pad/case`: the case studies of the hardware, grouped by the kind of site. */
export const padCasesContent: StandardPageContent = {
  title: "現場蔵Padの導入事例",
  lead: "現場蔵Pad・Pocketシリーズを使っている建設会社の事例を、現場の種類ごとに集めました。機種を選んだ理由と、導入してから変わったことを各社の担当者が語っています。",
  blocks: [
    {
      kind: "prose",
      heading: "事例に共通すること",
      paragraphs: [
        "どの会社も、最初は数台から始めています。木製黒板と電子小黒板を半々で使う期間を設け、現場の声を聞いてから台数を増やした会社が多くあります。",
        "機種は現場の条件で選ばれています。雨や粉じんの多い屋外ならToughシリーズ、狭い場所や点検ならPocketシリーズ、図面を見ながらの撮影が多いならPad DXという選び方です。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "屋外・土木の現場",
      links: [caseLinks.padTough, caseLinks.padToughRain, caseLinks.padToughNight, caseLinks.padTough10],
    },
    {
      kind: "relatedLinks",
      heading: "建築・改修の現場",
      links: [caseLinks.pad, caseLinks.padDx, caseLinks.padMiniTough, caseLinks.padMini],
    },
    {
      kind: "relatedLinks",
      heading: "設備・点検の現場",
      links: [caseLinks.pocket, caseLinks.pocketTough],
    },
    {
      kind: "callToAction",
      heading: "自社に合う機種を相談する",
      body: "事例と似た現場の条件をお知らせいただければ、担当者が機種と台数をご提案します。",
      actions: [
        { label: "現場蔵Padの導入を相談する", href: "/contact/for_pad" },
        { label: "導入事例の一覧を見る", href: "/case", variant: "secondary" },
      ],
    },
  ],
};
