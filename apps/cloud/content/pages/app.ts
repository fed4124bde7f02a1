import { drawing } from "@genbagura/illustrations";
import { cloudApp } from "../cloudApp";
import type { CloudProductContent } from "../pageData";
import { cloudTrial } from "../plans";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  relatedCloudPages,
  trialAction,
  trialScope,
} from "../shared";

export const cloudAppContent: CloudProductContent = {
  hero: {
    eyebrow: "iPhone・iPadアプリ",
    title: cloudApp.name,
    lead: `${cloudApp.name}は、電子小黒板入りの工事写真の撮影、図面の確認、日報の送信、現場チャットをiPhone・iPadでまとめて行えるアプリです。アプリは無料で、有料プランのライセンスを割り当てると機能が広がります。`,
    illustration: drawing("cloud"),
    actions: [
      trialAction,
      { ...cloudPageLinks.appCompare, label: "無料版と有料版の違いを見る", variant: "secondary" },
    ],
  },
  showcase: {
    heading: "ポケットに入る端末で黒板入りの写真を撮れます",
    paragraphs: [
      "アプリのカメラを開くと、事務所で用意した電子小黒板が画面に重なります。黒板を選んでシャッターを押せば、写真は黒板の情報と一緒にクラウドへ送られます。",
      "狭い場所や暗い場所、高い場所など、大きな黒板やタブレットを持ち込みにくい現場でも、iPhoneなら片手で撮影できます。",
    ],
    screen: drawing("screenBlackboardCamera"),
  },
  features: [
    {
      heading: "電波のない場所でも撮影できます",
      paragraphs: [
        "トンネルや地下、山間部の現場でも撮影でき、写真は端末に保存されます。電波が戻ると自動で送信されるので、送り忘れの心配がありません。",
      ],
    },
    {
      heading: "図面、報告、チャットもアプリで",
      paragraphs: [
        "撮影のほかに、図面の確認、日報や作業報告の送信、現場チャットもアプリで行えます。現場で必要な作業を、1台の端末で済ませられます。",
      ],
    },
    {
      heading: "今あるiPhone・iPadで始められます",
      paragraphs: [
        "会社で配っているiPhone・iPadにアプリを入れるだけで使えます。専用の端末を新たに買わなくても、電子小黒板を導入できます。",
        `${trialScope}を、${cloudTrial.months}か月間無料でお試しいただけます。`,
      ],
    },
  ],
  spec: {
    heading: "動作環境",
    caption: `${cloudApp.name}の動作環境`,
    rows: [
      { label: "対応OS", value: "iOS 17以降、iPadOS 17以降" },
      { label: "対応機種", value: "iPhone、iPad(iOS 17・iPadOS 17に対応する機種)" },
      { label: "アプリの容量", value: "約150 MB" },
      { label: "料金", value: "無料(有料プランのライセンスで機能を追加)" },
    ],
    notes: ["※撮影した写真を送るには、モバイル通信またはWi-Fiへの接続が必要です。"],
  },
  blocks: [
    relatedCloudPages(["appCompare", "appLicense", "appTrial", "kokuban", "start"], "アプリについてのご案内"),
  ],
  faq: cloudFaq([
    {
      question: "Android端末で使えますか。",
      answer:
        "現場蔵クラウドアプリはiPhone・iPad用です。Android端末では、Webブラウザから写真の確認や報告ができます。電子小黒板での撮影には、現場蔵Padシリーズもお使いいただけます。",
    },
    {
      question: "アプリは無料ですか。",
      answer:
        "アプリのダウンロードと基本的な撮影は無料です。改ざん検知付きの撮影や黒板の自動仕分けなどは、有料プランのライセンスを割り当てると使えます。",
      links: [cloudPageLinks.appCompare],
    },
    {
      question: "会社の端末管理(MDM)で配布できますか。",
      answer:
        "App Storeで公開しているため、お使いのMDMから一括で配布できます。配布の設定についてはお問い合わせください。",
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: cloudCallToAction("アプリを無料で試せます"),
};
