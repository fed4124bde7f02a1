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

export const cloudHoukokuContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "現場からの報告",
    lead: "日報や作業報告を、現場のiPhone・iPadから写真付きで送れます。事務所ではその日のうちに現場の状況を把握でき、現場監督は報告のために事務所へ戻る必要がなくなります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "項目を選んで写真を添えて送ります",
    paragraphs: [
      "報告の画面では、作業内容、人数、天候などの項目を選んで入力し、その日に撮った写真から添付するものを選びます。「送信」を押すと、事務所と現場のメンバーに届きます。",
      "よく使う報告は、項目をあらかじめ入れたひな形にしておけます。毎日同じ内容を入力し直す必要はありません。",
    ],
    screen: drawing("screenSiteReport"),
  },
  features: [
    {
      heading: "移動中や休憩中に書けます",
      paragraphs: [
        "報告はアプリから送れるので、現場の休憩時間や移動中の車内でも書けます。電波がないときは下書きとして保存され、電波が戻ると送られます。",
      ],
    },
    {
      heading: "写真で状況がひと目で伝わります",
      paragraphs: [
        "その日に撮った工事写真から選んで添付できます。文章だけでは伝わりにくい進み具合や気になる箇所も、写真があれば事務所ですぐに判断できます。",
      ],
    },
    {
      heading: "報告がそのまま記録になります",
      paragraphs: [
        "送った報告は現場ごとに日付順で保存されます。後から工期の振り返りをしたり、報告書の材料にしたりできます。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["houkokusho", "chats", "shashin", "ikkatsupdf"])],
  faq: cloudFaq([
    planAvailabilityFaq("siteReports", "現場からの報告"),
    {
      question: "報告の項目は会社ごとに変えられますか。",
      answer: "管理者が報告のひな形を作り、項目の名前や選択肢、必須かどうかを決められます。",
    },
    {
      question: "報告が届いたことはどうやってわかりますか。",
      answer:
        "報告が届くと、事務所のメンバーのパソコンとアプリに通知が表示されます。メールでの通知も選べます。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction("現場の報告を手軽にしませんか"),
};
