import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const kokubanFaq: FaqRouteData = {
  faq: {
    title: "現場蔵 工事黒板のよくあるご質問",
    illustration: drawing("kokuban"),
    lead: "iPhone・iPadで電子小黒板入りの工事写真を撮影できるアプリ「現場蔵 工事黒板」についてのご質問と回答です。",
    categories: [
      {
        id: "start",
        label: "使い始め",
        items: [
          {
            question: "対応している機種を教えてください。",
            answer:
              "iOS 17以降のiPhoneと、iPadOS 17以降のiPadで使えます。2026年10月1日に公開したVer.9.0から、iOS 16とiPadOS 16は対象外になりました。古い機種では撮影後の保存に時間がかかることがあるため、できるだけ新しい機種をおすすめします。",
          },
          {
            question: "アカウントは必要ですか。",
            answer:
              "現場蔵クラウドのアカウントでサインインして使います。会社の管理者から届く招待メールで、アカウントを作成してください。",
          },
          {
            question: "使い始めの手順をまとめた資料はありますか。",
            answer: "はじめてガイド iOS版で、アプリの入手から撮影、写真の共有までを説明しています。",
            links: [{ label: "はじめてガイド iOS版を読む", href: "/download/firstguide-ios" }],
          },
        ],
      },
      {
        id: "shooting",
        label: "黒板と撮影",
        items: [
          {
            question: "黒板の様式を会社で統一できますか。",
            answer:
              "事務所で作った黒板のひな形を、会社の全員に配れます。様式を変えたいときは、ひな形を直すと次の撮影から反映されます。",
          },
          {
            question: "撮影した写真に、あとから黒板を付けられますか。",
            answer:
              "付けられません。改ざん検知の値は撮影の瞬間に記録するため、電子小黒板の写真は必ずアプリで撮影してください。",
          },
          {
            question: "暗い場所でも黒板の文字は読めますか。",
            answer:
              "黒板は写真に合成されるため、被写体が暗くても文字ははっきり写ります。被写体を明るく写したい場合は、ライトを当てて撮影してください。",
          },
        ],
      },
      {
        id: "share",
        label: "写真の共有",
        items: [
          {
            question: "撮った写真はいつ事務所に届きますか。",
            answer:
              "通信できる場所で自動的にクラウドへ送られ、数秒から数分で事務所のパソコンに表示されます。Wi-Fiのときだけ送る設定もできます。",
          },
          {
            question: "iPhoneのカメラロールにも写真を残せますか。",
            answer:
              "設定で残すかどうかを選べます。カメラロールに残した写真は通常の写真として扱われるため、提出にはアプリ内の写真をお使いください。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵 工事黒板"),
  },
};
