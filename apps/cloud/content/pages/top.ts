import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import { cloudTrial, entryPaidPlan } from "../plans";
import { cloudAdminPreview, cloudLedgerPreview, cloudPhotoListPreview } from "../previews";
import { monthlyPriceLabel } from "../priceFormat";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  documentAction,
  relatedCloudPages,
  trialAction,
  trialScope,
} from "../shared";

export const cloudTopContent: CloudProductContent = {
  hero: {
    eyebrow: "クラウドサービス",
    title: "現場蔵クラウド",
    lead: "工事写真、電子小黒板、図面、報告書をひとつのクラウドにまとめ、現場と事務所で同時に使えるサービスです。現場で撮った写真がその場で事務所に届くので、写真整理や台帳づくりを分担できます。",
    illustration: drawing("cloud"),
    actions: [trialAction, { ...documentAction, variant: "secondary" }],
  },
  previews: {
    hero: cloudPhotoListPreview,
    more: { heading: "現場蔵クラウドの画面", items: [cloudLedgerPreview, cloudAdminPreview] },
  },
  showcase: {
    heading: "現場と事務所が同じ画面を見ています",
    paragraphs: [
      "現場蔵クラウドの画面には、現場ごとの写真、黒板、図面、書類が並びます。現場監督がiPhoneやiPadで撮影した写真は、数秒後には事務所のパソコンで確認できます。",
      "写真を持ち帰ってパソコンに取り込む作業がなくなり、事務所の担当者は撮影が終わる前から仕分けや台帳づくりを始められます。",
    ],
    screen: drawing("screenDashboard"),
  },
  features: [
    {
      heading: "撮った写真がすぐ事務所に届きます",
      paragraphs: [
        "アプリで撮影した工事写真は、電波がつながった時点で自動的にクラウドへ送られます。USBケーブルやメモリカードで写真を集める必要はありません。",
        "夕方に写真を手渡しで集めていた会社でも、日中のうちに事務所で整理を始められます。",
      ],
      bullets: [
        "通信が途切れた場所で撮った写真も、電波が戻れば自動で送信",
        "現場ごと・工種ごとのフォルダに自動で仕分け",
      ],
    },
    {
      heading: "黒板を持たずに撮影できます",
      paragraphs: [
        "工種、測点、寸法などを入力した電子小黒板を画面に重ねて撮影します。木製の黒板を書き直したり、黒板を持つ人を手配したりする手間がなくなります。",
        "黒板の内容は事務所でまとめて作って現場の端末に配ることもできるので、現場では選んで撮るだけです。",
      ],
    },
    {
      heading: "工事写真台帳と報告書をまとめて作れます",
      paragraphs: [
        "電子小黒板の情報をもとに写真を並べ、工事写真台帳を自動で作成します。日報や作業報告書も、現場から送られた写真と入力内容から作れます。",
        "作った台帳や報告書は、PDFでまとめて出力したり、閲覧用のリンクで発注者や元請に共有したりできます。",
      ],
    },
    {
      heading: "図面とチャットで確認が早くなります",
      paragraphs: [
        "最新の図面を現場の端末で開き、撮影した位置に写真を配置できます。気になる点は、写真付きのチャットを使ってその場で相談できます。",
        "電話で状況を説明したり、写真をメールで送り直したりする回数が減り、現場と事務所の行き来が少なくなります。",
      ],
    },
  ],
  blocks: [
    {
      kind: "notice",
      tone: "info",
      heading: "料金プラン",
      body: `フリープランは無料でお使いいただけます。有料プランは${monthlyPriceLabel(entryPaidPlan())}からで、年額払いを選ぶとさらにお得です。${trialScope}は${cloudTrial.months}か月間無料でお試しいただけます。`,
      link: { label: "現場蔵クラウドの料金プランを見る", href: cloudPageLinks.plan.href },
    },
    relatedCloudPages(
      [
        "overview",
        "kokuban",
        "shashin",
        "daichou",
        "zumen",
        "houkoku",
        "chats",
        "app",
        "start",
        "compare",
        "login",
      ],
      "現場蔵クラウドの機能とご案内",
    ),
  ],
  faq: cloudFaq([
    {
      question: "現場蔵クラウドはどんな端末で使えますか。",
      answer:
        "パソコンのWebブラウザ(Microsoft Edge、Google Chrome、Safariの最新版)と、iPhone・iPad用の現場蔵クラウドアプリでお使いいただけます。現場蔵Padシリーズや現場蔵Pixからも写真を直接送れます。",
      links: [cloudPageLinks.app],
    },
    {
      question: "無料で試せますか。",
      answer: `はい。お申し込みから${cloudTrial.months}か月間、${trialScope}を無料でお試しいただけます。無料期間が終わっても自動で課金されることはなく、そのままフリープランでお使いいただけます。`,
      links: [cloudPageLinks.appTrial],
    },
    {
      question: "撮影した写真はどこに保存されますか。",
      answer:
        "国内のデータセンターに暗号化して保存し、毎日バックアップを取っています。写真は現場ごとに権限を設定でき、許可した人だけが見られます。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction(),
};
