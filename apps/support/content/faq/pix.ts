import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const pixFaq: FaqRouteData = {
  faq: {
    title: "現場蔵Pixのよくあるご質問",
    illustration: drawing("pix"),
    lead: "撮影した工事写真をその場でクラウドへ送る小型カメラ「現場蔵Pix」についてのご質問と回答です。",
    categories: [
      {
        id: "basics",
        label: "Pixの基本",
        items: [
          {
            question: "現場蔵Pixはどのような場面に向いていますか。",
            answer:
              "ヘルメットや胸元に付けて、両手を使いながら作業の様子を記録したい場面に向いています。撮った写真はそのまま現場蔵クラウドの現場に届きます。",
            links: [{ label: "現場蔵Pixの概要を見る", href: "/pix" }],
          },
          {
            question: "電子小黒板を付けて撮影できますか。",
            answer:
              "スマートフォンの現場蔵 工事黒板と組み合わせると、選んだ黒板をPixで撮った写真に付けられます。黒板は撮影の時点で合成されます。",
          },
          {
            question: "動画も撮れますか。",
            answer: "短い動画を撮れます。動画は写真とは別の一覧にまとまり、現場の状況の共有に使えます。",
          },
        ],
      },
      {
        id: "connection",
        label: "通信と送信",
        items: [
          {
            question: "通信はどのように行いますか。",
            answer:
              "スマートフォンのテザリングか現場のWi-Fiにつないで送信します。通信できない場所で撮った写真は本体に保存され、つながったときに送られます。",
          },
          {
            question: "本体にはどのくらいの写真を保存できますか。",
            answer:
              "通信できない状態でも、1日の作業分の写真を保存できる容量があります。送信が終わった写真は本体から自動で消え、容量が空きます。",
          },
        ],
      },
      {
        id: "care",
        label: "取り扱い",
        items: [
          {
            question: "雨の日でも使えますか。",
            answer:
              "防滴の本体なので、雨の中でも撮影できます。水たまりに落とすなど水没させた場合は、すぐに電源を切ってサポートセンターへご連絡ください。",
          },
          {
            question: "充電はどのくらいで終わりますか。",
            answer: "付属のケーブルでおよそ2時間です。現場蔵PowerKitからも充電できます。",
          },
          {
            question: "落としてしまったときはどうすればよいですか。",
            answer:
              "動作に異常がないかを確かめ、気になる点があればサポートセンターへご連絡ください。落下による故障は、保証期間内でも有償修理になることがあります。",
            links: [{ label: "修理規約を読む", href: "/terms/genbagura_repair" }],
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵Pix"),
  },
};
