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

export const cloudIkkatsuPdfContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "一括PDF出力",
    lead: "工事写真台帳、報告書、黒板の一覧など、現場の書類を選んでまとめてPDFにします。月末の提出や工事の完了時に、書類を1つずつ開いて印刷する必要がなくなります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "書類を選んでボタンを押すだけです",
    paragraphs: [
      "現場の書類一覧で出力したい書類にチェックを入れ、「PDFで出力」を押します。書類ごとに別のファイルにするか、1つのファイルにまとめるかを選べます。",
      "ページ数の多い出力はクラウド側で作成し、できあがるとメールでお知らせします。作成中もほかの作業を続けられます。",
    ],
    screen: drawing("screenPdfExport"),
  },
  features: [
    {
      heading: "提出用の書類がまとめてそろいます",
      paragraphs: [
        "工事写真台帳、日報、報告書を期間や工種で絞り込んで、まとめて出力できます。月ごとの提出書類を作るときも、抜け漏れを防げます。",
      ],
    },
    {
      heading: "しおりとページ番号が付きます",
      paragraphs: [
        "1つのファイルにまとめたPDFには、書類ごとのしおりと通しのページ番号が付きます。受け取った人が目的の書類にすぐ移動できます。",
      ],
    },
    {
      heading: "現場の端末からも出力できます",
      paragraphs: [
        "出力の指示はiPhone・iPadからも出せます。できあがったPDFはクラウドに保存されるので、事務所に戻ってから印刷したり、メールに添付したりできます。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["daichou", "houkokusho", "daichouView", "kanri"])],
  faq: cloudFaq([
    planAvailabilityFaq("bulkPdf", "一括PDF出力"),
    {
      question: "一度に何ページまで出力できますか。",
      answer: "1回の出力で3,000ページまで作れます。それより多い場合は、期間や工種で分けて出力してください。",
    },
    {
      question: "出力したPDFはいつまで保存されますか。",
      answer: "出力したPDFは30日間クラウドに保存されます。必要なファイルは期間内にダウンロードしてください。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("月末の書類づくりを早めませんか"),
};
