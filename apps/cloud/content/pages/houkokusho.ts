import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  planAvailabilityFaq,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const cloudHoukokushoContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "報告書の作成",
    lead: "現場から届いた報告と写真を使って、作業報告書、是正報告書、安全パトロールの報告書などを作成します。内容は会社の様式どおりのひな形に入るので、写真をExcelへ貼り付け直す作業がなくなります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "ひな形に写真と内容が入ります",
    paragraphs: [
      "報告書の画面でひな形と期間を選ぶと、現場からの報告の内容と写真が所定の位置に入った報告書ができあがります。文章を直したり写真を入れ替えたりして仕上げます。",
      "できた報告書はExcelまたはPDFで出力できます。社内の決裁や発注者への提出にそのまま使えます。",
    ],
    screen: drawing("screenReportDocument"),
  },
  features: [
    {
      heading: "会社の様式をそのまま使えます",
      paragraphs: [
        "今お使いのExcelの様式を読み込み、どのセルに何を入れるかを指定してひな形にします。見慣れた様式のまま、作成の手間だけを減らせます。",
      ],
    },
    {
      heading: "是正の前と後を並べて記録できます",
      paragraphs: [
        "指摘した箇所の写真と、直した後の写真を並べた是正報告書を作れます。指摘ごとに対応状況を管理できるので、直し忘れも防げます。",
      ],
    },
    {
      heading: "承認の流れも現場蔵クラウドの中で",
      paragraphs: [
        "作成した報告書を上長に回して承認を受けられます。承認した日時と承認者が記録されるので、紙に押印して回す必要がなくなります。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["houkoku", "ikkatsupdf", "daichou", "shashin"])],
  faq: cloudFaq([
    planAvailabilityFaq("reportDocuments", "報告書の作成"),
    {
      question: "どんな報告書を作れますか。",
      answer:
        "作業報告書、是正報告書、安全パトロールの報告書、写真付きの週報などを作れます。ひな形は会社ごとにいくつでも登録できます。",
    },
    {
      question: "Excelのマクロが入った様式も使えますか。",
      answer: "マクロは読み込み時に取り除かれます。セルの書式や罫線、印刷範囲はそのまま使えます。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("報告書づくりを短くしませんか"),
};
