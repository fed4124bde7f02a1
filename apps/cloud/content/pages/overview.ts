import { drawing } from "@genbagura/illustrations";
import type { LinkItem } from "@genbagura/ui";
import type { CloudProductContent } from "../pageData";
import {
  type CloudPageKey,
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudFaqLink,
  cloudPageLinks,
  trialAction,
  trialPlan,
} from "../shared";

/** A feature page link with a one-line summary, for the grouped lists below. */
function featureLink(key: CloudPageKey, description: string): LinkItem {
  return { ...cloudPageLinks[key], description };
}

export const cloudOverviewContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウド",
    title: "現場蔵クラウドの機能一覧",
    lead: "撮影、写真の共有、台帳や報告書づくり、図面の確認、現場とのやり取りまで、工事写真にまつわる仕事を現場蔵クラウドの中で進められます。目的に合わせて機能をお探しください。",
    illustration: drawing("cloud"),
    actions: [trialAction],
  },
  showcase: {
    heading: "写真を中心に、仕事がひとつの画面でつながります",
    paragraphs: [
      "現場蔵クラウドでは、現場ごとに写真、黒板、図面、報告、チャットがまとまっています。撮影した写真は黒板の情報と一緒に保存されるので、後から台帳や報告書に使うときも探し直す必要がありません。",
      "現場監督はアプリで撮影と報告を、事務所の担当者はパソコンで整理と書類づくりを受け持つ、という分担がしやすくなります。",
    ],
    screen: drawing("screenDashboard"),
  },
  features: [
    {
      heading: "現場で使う機能",
      paragraphs: [
        "iPhone・iPadアプリで電子小黒板入りの写真を撮り、そのままクラウドへ送ります。図面を開いて撮影位置を確かめたり、日報を送ったりするのも同じアプリです。",
      ],
      bullets: ["電子小黒板での撮影", "図面の閲覧と写真の配置", "日報・作業報告の送信", "写真付きのチャット"],
    },
    {
      heading: "事務所で使う機能",
      paragraphs: [
        "パソコンのWebブラウザで、届いた写真の確認、黒板の一括作成、工事写真台帳や報告書を作成します。できあがった書類はPDFでまとめて出力できます。",
      ],
      bullets: ["黒板の一括作成", "工事写真台帳の自動作成", "報告書の作成", "一括PDF出力"],
    },
    {
      heading: "管理する人のための機能",
      paragraphs: [
        "現場ごとに誰が何を見られるかを決め、アプリのライセンスを社員に割り当てます。発注者や元請には、台帳だけを見られる閲覧リンクを渡せます。",
      ],
      bullets: ["現場ごとの権限設定", "ライセンスの割り当て", "台帳の閲覧リンク", "操作ログの確認"],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "現場蔵クラウドでの仕事の流れ",
      steps: [
        {
          title: "黒板を用意する",
          body: "事務所で工種や測点を入れた黒板を作り、現場の端末に配ります。Excelから一括で作ることもできます。",
        },
        {
          title: "現場で撮影する",
          body: "アプリで黒板を選んで撮影します。写真は黒板の情報と一緒にクラウドへ送られます。",
        },
        {
          title: "事務所で整理する",
          body: "届いた写真は工種ごとに自動で仕分けられます。事務所の担当者が確認し、足りない写真を現場に伝えます。",
        },
        {
          title: "台帳と書類を仕上げる",
          body: "工事写真台帳や報告書を作成し、PDFで出力したり閲覧リンクで共有したりします。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "撮影と写真の機能",
      links: [
        featureLink("kokuban", "工種や測点を入れた黒板を画面に重ねて撮影します。"),
        featureLink("ikkatsukokuban", "Excel・CSVの表から、たくさんの黒板をまとめて作ります。"),
        featureLink("shashin", "撮った写真をすぐに事務所と共有し、自動で仕分けます。"),
        featureLink("pix", "撮った写真をその場でクラウドへ送る小型カメラです。"),
      ],
    },
    {
      kind: "relatedLinks",
      heading: "台帳と書類の機能",
      links: [
        featureLink("daichou", "黒板の情報から工事写真台帳を自動で作成します。"),
        featureLink("daichouView", "発注者や元請が台帳を見られるリンクを発行します。"),
        featureLink("ikkatsupdf", "台帳や報告書をまとめてPDFに出力します。"),
        featureLink("houkoku", "日報や作業報告を現場のアプリから送ります。"),
        featureLink("houkokusho", "写真と入力内容から報告書を作成します。"),
      ],
    },
    {
      kind: "relatedLinks",
      heading: "図面・連絡・管理の機能",
      links: [
        featureLink("zumen", "最新の図面を現場で開き、撮影位置に写真を配置します。"),
        featureLink("zumencapture", "図面のPDFから豆図を切り出して黒板に貼ります。"),
        featureLink("chats", "写真を添えて現場と事務所でやり取りします。"),
        featureLink("kanri", "現場ごとに写真・黒板・書類をまとめて管理します。"),
        featureLink("administer", "ユーザー、権限、ライセンスを管理します。"),
        cloudFaqLink,
      ],
    },
  ],
  faq: cloudFaq([
    {
      question: "必要な機能だけを選んで使えますか。",
      answer:
        "機能ごとの契約はありません。プランに含まれる機能はすべてお使いいただけるので、使わない機能はメニューから非表示にできます。",
      links: [cloudPageLinks.planChart],
    },
    {
      question: "今使っている台帳ソフトと一緒に使えますか。",
      answer:
        "写真は黒板の情報を付けたまま書き出せるため、現場蔵 御用達などの台帳ソフトに取り込んで使えます。台帳づくりを現場蔵クラウドに移すかどうかは、現場ごとに決められます。",
    },
    {
      question: "パソコンがなくても使えますか。",
      answer:
        "撮影、写真の確認、報告、チャットはiPhone・iPadだけでお使いいただけます。黒板の一括作成や台帳のレイアウト調整は、画面の広いパソコンでの操作をおすすめします。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction(`${trialPlan.name}プランの機能を無料で試せます`),
};
