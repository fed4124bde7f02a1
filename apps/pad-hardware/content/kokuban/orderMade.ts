import type { ThanksPageContent } from "@genbagura/ui";
import type { FormRouteData } from "../pageData";

/**
 * The order-made request forms of `/pad/kokuban/ordermade`. They use the Pad contact form of the form
 * kit, which asks for the request in its message field.
 */
const nextSteps = {
  heading: "送信後の流れ",
  steps: [
    { title: "受付のメール", body: "送信後すぐに、受付完了のメールを自動でお送りします。" },
    {
      title: "担当者からのご連絡",
      body: "2営業日以内に担当者から、見本や図面の送り方をメールでご案内します。",
    },
    {
      title: "確認用データのお届け",
      body: "見本の受け取りから5営業日ほどで、確認用のデータをお送りします。",
    },
  ],
};

export const blackboardOrderContent: FormRouteData = {
  formId: "ordermade_kokuban",
  content: {
    title: "黒板様式のオーダーメイド依頼",
    lead: "発注者の様式や社内の書式に合わせた電子小黒板のテンプレートを、当社で作成して現場蔵Padにお届けします。依頼内容の欄に、工事の種類と必要な様式の数をご記入ください。",
    points: [
      "現場蔵Padをお使いのお客様は、1現場あたり3様式まで無料です",
      "確認用の黒板の修正は2回まで無料です",
      "完成した黒板は現場蔵クラウドか現場蔵コネクトで取り込めます",
    ],
    nextSteps,
  },
};

export const mamezuOrderContent: FormRouteData = {
  formId: "ordermade_mamezu",
  content: {
    title: "豆図の作成依頼",
    lead: "配筋図や断面図から、電子小黒板に貼る豆図を当社で切り出して作成します。依頼内容の欄に、図面の種類と必要な豆図のおおよその枚数をご記入ください。",
    points: [
      "CADから書き出したPDFや紙の図面のスキャンから作成します",
      "写真の中でも読めるよう、線の太さと文字の大きさを整えます",
      "1現場あたり20枚までは無料でお引き受けします",
    ],
    nextSteps,
  },
};

function orderThanks(title: string, subject: string): ThanksPageContent {
  return {
    title,
    message: [
      `${subject}を受け付けました。ご依頼ありがとうございます。`,
      "受付完了のメールが届かない場合は、迷惑メールのフォルダをご確認のうえ、サポートセンターへお電話ください。",
    ],
    nextSteps,
    links: {
      heading: "お待ちいただく間に",
      links: [
        { label: "現場蔵Padの電子小黒板の機能を見る", href: "/pad/kokuban" },
        { label: "電子小黒板の使い方を動画で見る", href: "/support/video-guide" },
        { label: "現場蔵Padのよくあるご質問を見る", href: "/faq/pad" },
      ],
    },
  };
}

export const blackboardOrderThanks = orderThanks(
  "黒板様式のご依頼を受け付けました",
  "黒板様式のオーダーメイドのご依頼",
);
export const mamezuOrderThanks = orderThanks("豆図のご依頼を受け付けました", "豆図の作成のご依頼");
