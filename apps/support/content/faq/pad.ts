import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const padFaq: FaqRouteData = {
  faq: {
    title: "現場蔵Padのよくあるご質問",
    illustration: drawing("pad"),
    lead: "電子小黒板とカメラを一体にした工事写真専用タブレット「現場蔵Pad」シリーズについてのご質問と回答です。",
    categories: [
      {
        id: "choose",
        label: "機種の選び方",
        items: [
          {
            question: "どの機種を選べばよいか分かりません。",
            answer:
              "雨や粉じん、落下の多い現場ならPad Tough、図面を大きく見たいならPad Tough 10やPad DX、脚立の上や狭い場所が多いならPad MiniやPocketが向いています。現場の条件をお知らせいただければ、担当者が機種をご提案します。",
            links: [{ label: "現場蔵Padについて相談する", href: "/contact/for_pad" }],
          },
          {
            question: "購入前に実際の現場で試せますか。",
            answer:
              "貸し出し用の機体をお送りできます。無料トライアル・お見積もりのお申し込みページから、貸し出しをご希望とお書きください。",
            links: [{ label: "貸し出しを申し込む", href: "/request" }],
          },
        ],
      },
      {
        id: "field",
        label: "現場での使い方",
        items: [
          {
            question: "晴れた日の屋外でも画面は見えますか。",
            answer:
              "画面の明るさを最大にすると、日なたでも黒板の位置を合わせられます。真上から日が当たる屋上などでは、体で画面に影を作ると見やすくなります。",
          },
          {
            question: "手袋をしたまま操作できますか。",
            answer: "薄手の作業用手袋なら、そのまま操作できます。シャッターは本体のボタンでも切れます。",
          },
          {
            question: "バッテリーは1日もちますか。",
            answer:
              "通常の撮影なら1日の作業でもちます。撮影枚数が多い日や寒い時期は、現場蔵PowerKitでの充電をおすすめします。",
            links: [{ label: "現場蔵PowerKitを見る", href: "/powerkit" }],
          },
        ],
      },
      {
        id: "repair",
        label: "故障と修理",
        items: [
          {
            question: "落として画面が割れてしまいました。",
            answer:
              "サポートセンターへご連絡ください。落下による破損は保証期間内でも有償修理になります。現場蔵ケアにご加入の場合は、ケアの規定に沿って修理し、代替機をお送りします。",
            links: [{ label: "修理規約を読む", href: "/terms/genbagura_repair" }],
          },
          {
            question: "修理の間に使う代替機はありますか。",
            answer:
              "ご希望に応じて、同等の機種を代替機としてお貸しします。現場蔵ケアにご加入の場合は無償です。",
          },
          {
            question: "修理を依頼する前に、写真を守るにはどうすればよいですか。",
            answer:
              "クラウドへの送信が終わっているかを確かめてください。修理では本体を初期化することがあるため、送信前の写真は修理の前にパソコンへ取り込んでください。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵Pad"),
  },
};
