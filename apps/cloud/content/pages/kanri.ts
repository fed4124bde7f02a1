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

export const cloudKanriContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "現場ごとの管理",
    lead: "工事ごとに現場を作り、写真、黒板、図面、報告、書類をまとめて管理します。担当する現場の状況をパソコンとiPhone・iPadのどちらからでも確認でき、複数の現場を受け持つ方の確認の手間を減らせます。",
    actions: [trialAction],
  },
  showcase: {
    heading: "担当する現場の状況がひと目でわかります",
    paragraphs: [
      "現場の一覧には、現場ごとの写真の枚数、撮影の進み具合、未確認の報告が並びます。気になる現場を開けば、その日に撮られた写真や届いた報告をすぐに確認できます。",
      "工事が終わった現場は完了にして一覧から外し、必要なときに検索して見返せます。",
    ],
    screen: drawing("screenDashboard"),
  },
  features: [
    {
      heading: "現場の情報がひとつにまとまります",
      paragraphs: [
        "工事名、工期、発注者、現場の住所などの基本情報と、写真や書類を同じ場所で管理します。資料があちこちのフォルダやメールに分かれることがなくなります。",
      ],
    },
    {
      heading: "メンバーと見られる範囲を決められます",
      paragraphs: [
        "現場ごとに参加するメンバーを招待し、写真の閲覧だけ、撮影まで、書類の作成まで、といった権限を決められます。協力会社の方に見せる範囲も絞れます。",
      ],
    },
    {
      heading: "工程に沿って撮影を確かめられます",
      paragraphs: [
        "工種ごとに撮影予定の枚数を決めておくと、撮影済みの割合が表示されます。撮り忘れに早く気づけるので、施工が進んでから撮れなくなる事態を防げます。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["administer", "shashin", "zumen", "chats", "ikkatsupdf"])],
  faq: cloudFaq([
    planAvailabilityFaq("siteManagement", "現場ごとの写真・書類の管理"),
    {
      question: "現場はいくつまで作れますか。",
      answer:
        "プランごとに作れる現場の数が決まっています。完了にした現場は数に含まれないため、工事が終わった現場は完了にしておくことをおすすめします。",
      links: [{ label: "プラン別の現場数を見る", href: "/cloud/plan/chart" }],
    },
    {
      question: "完了した現場の写真はいつまで見られますか。",
      answer:
        "契約中は期間の制限なく見られます。完了した現場をまとめて書き出して、社内のサーバーに保管もできます。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("複数の現場をまとめて見渡しませんか"),
};
