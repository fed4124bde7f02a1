import type { ThanksPageContent } from "@genbagura/ui";

/** `/seminar/seminar_thanks`: after registering for a seminar, a consultation or the waiting list. */
export const seminarThanksPage: ThanksPageContent = {
  title: "セミナーのお申し込みを受け付けました",
  message: [
    "お申し込みいただき、ありがとうございます。ご入力のメールアドレスに、受付の確認メールをお送りしました。",
    "確認メールが届かない場合は、迷惑メールのフォルダをご確認のうえ、お問い合わせフォームからご連絡ください。",
  ],
  nextSteps: {
    heading: "これからの流れ",
    steps: [
      {
        title: "参加のご案内",
        body: "オンラインの回は前日までに視聴用のURLを、会場の回は会場の地図と受付の方法をメールでお送りします。",
      },
      {
        title: "キャンセル待ちの方へ",
        body: "お席に空きが出た場合に限り、お申し込みの順にメールでご連絡します。",
      },
      {
        title: "当日のご参加",
        body: "開始の10分前から入室できます。講演資料は終了後にメールでお送りします。",
      },
    ],
  },
  links: {
    heading: "あわせてご覧ください",
    links: [
      { label: "開催予定のセミナー一覧", href: "/seminar" },
      { label: "セミナーの録画(アーカイブ)", href: "/seminar/archive" },
      { label: "セミナーに関するよくあるご質問", href: "/seminar/genbagura_faq" },
    ],
  },
};
