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

export const cloudChatsContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "現場チャット",
    lead: "現場ごとのチャットで、写真や図面を添えて現場と事務所、協力会社がやり取りできます。個人の連絡先を交換しなくても、その現場の関係者だけで確認や相談を進められます。",
    actions: [trialAction],
  },
  showcase: {
    heading: "写真を見ながら相談できます",
    paragraphs: [
      "チャットの画面では、メッセージと一緒に現場蔵クラウドの写真や図面を送れます。送られた写真を開くと、黒板の内容や撮影位置も確認できます。",
      "現場が終わればチャットも現場と一緒に保管されます。後から経緯を振り返るときも、個人の端末を探す必要はありません。",
    ],
    screen: drawing("screenChat"),
  },
  features: [
    {
      heading: "現場ごとに会話が分かれています",
      paragraphs: [
        "チャットは現場ごとに作られ、現場のメンバーだけが参加します。複数の現場を担当していても、話題が混ざることはありません。",
      ],
    },
    {
      heading: "協力会社とも安全にやり取りできます",
      paragraphs: [
        "協力会社の方を現場に招待すれば、同じチャットに参加できます。現場から外れた方は、その時点でチャットを見られなくなります。",
      ],
    },
    {
      heading: "確認した人がわかります",
      paragraphs: [
        "メッセージごとに既読の人数と名前を確認できます。大事な連絡は「要確認」にしておくと、確認していない人に通知が届きます。",
        "言った言わないの行き違いが減り、確認が済んだかどうかを電話で聞いて回る必要もなくなります。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["houkoku", "zumen", "shashin", "kanri"])],
  faq: cloudFaq([
    planAvailabilityFaq("chats", "現場チャット"),
    {
      question: "チャットの内容は会社で管理できますか。",
      answer:
        "チャットの内容は現場の記録として会社のアカウントに保存されます。管理者は、退職した人のメッセージも含めて現場ごとに書き出せます。",
    },
    {
      question: "夜間や休日の通知を止められますか。",
      answer: "アプリの設定で、通知を受け取らない時間帯や曜日を決められます。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction("現場の連絡をひとつにまとめませんか"),
};
