import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  planAvailabilityFaq,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const cloudDaichouContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "工事写真台帳の自動作成",
    lead: "電子小黒板の情報をもとに、写真を工種や測点の順に並べて工事写真台帳を自動で作ります。写真を貼り付けて黒板の内容を転記する作業がなくなり、台帳づくりの時間を大きく減らせます。",
    illustration: drawing("photoLedger"),
    actions: [trialAction],
  },
  showcase: {
    heading: "写真と説明文が並んだ台帳ができあがります",
    paragraphs: [
      "台帳の画面では、1ページに写真が3枚ずつ、黒板の内容を説明文として添えて並びます。並び順、1ページの枚数、表紙の有無は、発注者の指定に合わせて変えられます。",
      "現場から写真が届くたびに台帳も更新されるので、工期の途中でも進み具合を確かめられます。",
    ],
    screen: drawing("screenLedger"),
  },
  features: [
    {
      heading: "転記の手間と間違いがなくなります",
      paragraphs: [
        "説明文には電子小黒板に入力した工種、測点、寸法がそのまま入ります。写真を見ながら手で書き写す必要がないため、転記の間違いも起こりません。",
      ],
    },
    {
      heading: "事務所と分担して仕上げられます",
      paragraphs: [
        "現場監督は撮影に集中し、事務所の担当者が台帳の体裁を整える、という分担ができます。同じ台帳を複数の人が同時に開いて作業もできます。",
      ],
    },
    {
      heading: "提出の形に合わせて出力できます",
      paragraphs: [
        "台帳はPDFで出力するほか、電子納品用に写真と管理情報を書き出せます。発注者や元請には閲覧用のリンクで共有もできます。",
      ],
      bullets: ["A4縦・A4横・A3のレイアウト", "写真の代表写真・提出頻度の設定", "電子納品用データの書き出し"],
    },
  ],
  blocks: [relatedCloudPages(["daichouView", "ikkatsupdf", "shashin", "kokuban", "houkokusho"])],
  faq: cloudFaq([
    planAvailabilityFaq("ledger", "工事写真台帳の作成"),
    {
      question: "工事写真台帳はどのくらいの期間保存すればよいですか。",
      answer:
        "建設業法では帳簿や添付書類の保存期間は原則5年、新築住宅では10年とされています。現場蔵クラウドでは、契約中は期間の制限なく保存できます。",
    },
    {
      question: "PC用の台帳ソフトで作った台帳と混在できますか。",
      answer:
        "現場蔵クラウドの写真は黒板の情報ごと書き出せるので、現場蔵 御用達などの台帳ソフトに取り込んで台帳を作ることもできます。",
      links: [cloudPageLinks.overview],
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("台帳づくりの時間を減らしませんか"),
};
