import { drawing } from "@genbagura/illustrations";
import type { DownloadFormData } from "../../src/pages/cases/DownloadFormPage";
import type { ThanksRouteData } from "../../src/pages/special/ThanksRoutePage";

const reportTitle = "工事写真の実態調査レポート2025";

export const kensetsunewsReport: DownloadFormData = {
  content: {
    title: `${reportTitle}のダウンロード`,
    lead: "建設会社の現場監督と事務担当の方312名に、工事写真の撮影と整理にかかる時間、電子小黒板やクラウドの使い方をうかがいました。建設業界のニュースをご覧の皆さまに向けて、調査の結果をレポートにまとめています。",
    illustration: drawing("chart"),
    files: [],
    blocks: [
      {
        kind: "prose",
        heading: "レポートの内容",
        paragraphs: [
          "フォームに入力して送信すると、すぐにレポートをご覧いただけます。印刷のほか、ブラウザの印刷機能でPDFとして保存もできます。",
        ],
        bullets: [
          "現場監督が工事写真の業務に使っている1日の時間",
          "写真の整理が残業につながっている割合",
          "電子小黒板とクラウドの利用の広がり",
          "写真業務の時間を減らした会社に共通する取り組み",
        ],
      },
      {
        kind: "figures",
        heading: "調査結果の一部",
        items: [
          { value: "約1.6時間", label: "現場監督が工事写真の業務に使う1日の時間" },
          { value: "58%", label: "写真の整理が残業の原因のひとつと答えた人" },
        ],
        basis: "※自社調べ、2025年6月、建設会社の現場監督・事務担当312名へのWebアンケート",
      },
    ],
  },
  form: { formId: "kensetsunews_report", submitLabel: "レポートを表示する" },
};

export const kensetsunewsReportThanks: ThanksRouteData = {
  thanks: {
    title: `「${reportTitle}」のお申し込みを受け付けました`,
    message: [
      "レポートをお申し込みいただき、ありがとうございます。レポートはこのページの下に掲載しています。",
      "印刷するときは、ブラウザの印刷機能をお使いください。PDFとして保存もできます。",
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "レポートを読む",
          body: "このページの下のレポートをご覧ください。社内での共有にもお使いいただけます。",
        },
        {
          title: "担当者からのご案内",
          body: "ご希望の方には、写真業務の見直しに役立つ資料や無料トライアルをご案内します。",
        },
      ],
    },
    links: {
      heading: "あわせてご覧ください",
      links: [
        { label: "写真業務の時間を減らした導入事例を読む", href: "/case" },
        { label: "特集「2025年の工事写真と働き方」を読む", href: "/special/2025" },
        { label: "無料トライアルを申し込む", href: "/request" },
      ],
    },
  },
  document: {
    title: reportTitle,
    blocks: [
      {
        kind: "specTable",
        heading: "調査の概要",
        caption: "工事写真の実態調査の概要",
        rows: [
          { label: "調査の方法", value: "Webアンケート" },
          { label: "調査の時期", value: "2025年6月" },
          { label: "回答者", value: "建設会社の現場監督・事務担当 312名" },
          { label: "回答者の業種", value: "土木 41%、建築 33%、設備・電気 18%、その他 8%" },
          { label: "調査の主体", value: "株式会社ミライ現場研究所" },
        ],
      },
      {
        kind: "figures",
        heading: "主な結果",
        items: [
          { value: "約1.6時間", label: "現場監督が工事写真の業務に使う1日の時間" },
          { value: "58%", label: "写真の整理が残業の原因のひとつと答えた人" },
          { value: "76%", label: "電子小黒板を使っている人" },
          { value: "41%", label: "写真をクラウドで事務所と共有している人" },
        ],
        basis: "※自社調べ、2025年6月、回答数312名",
      },
      {
        kind: "prose",
        heading: "写真の業務は1日1.6時間",
        paragraphs: [
          "現場監督の回答者が工事写真の撮影と整理、台帳づくりに使っている時間は、平均で1日あたり約1.6時間でした。このうち撮影は約0.6時間、整理と台帳づくりが約1.0時間で、撮影よりも後の作業に時間がかかっています。",
          "写真の整理が残業の原因のひとつになっていると答えた人は58%でした。工期末に台帳づくりが集中し、休日に持ち越しているという声も多く寄せられました。",
        ],
      },
      {
        kind: "prose",
        heading: "電子小黒板は76%、クラウドでの共有は41%",
        paragraphs: [
          "電子小黒板を使っていると答えた人は76%でした。一方で、写真をクラウドで事務所と共有している人は41%にとどまり、撮影は電子化しても、写真の受け渡しはSDカードやメールのままという会社が多く見られました。",
          "電子小黒板とクラウドの両方を使っている人の写真業務の時間は、平均で1日約1.0時間でした。どちらも使っていない人の約2.1時間と比べて、半分以下になっています。",
        ],
      },
      {
        kind: "prose",
        heading: "時間を減らした会社に共通すること",
        paragraphs: [
          "写真業務の時間が1日1時間未満の回答者に、取り組んでいることをうかがいました。上位は、黒板を事務所でまとめて作ること、写真をその日のうちに取り込むこと、整理を事務所と分担することでした。",
        ],
        bullets: [
          "黒板を事務所でまとめて作り、現場では選ぶだけにしている(68%)",
          "撮影した日のうちに写真を取り込んでいる(61%)",
          "写真の整理と台帳づくりを事務所と分担している(47%)",
        ],
      },
      {
        kind: "prose",
        heading: "まとめ",
        paragraphs: [
          "工事写真の業務は、撮影よりも後の整理と台帳づくりに時間がかかっています。電子小黒板で黒板の情報をデータにし、クラウドで事務所と分担することで、時間を大きく減らせることが分かりました。",
        ],
      },
    ],
  },
};
