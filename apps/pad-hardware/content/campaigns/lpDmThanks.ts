import type { ThanksPageContent } from "@genbagura/ui";

/** `/lp_dm/20220118/thanks`: after signing up for the 2022 online consultation. */
export const consultationThanksContent: ThanksPageContent = {
  title: "オンライン相談会のお申し込みを受け付けました",
  message: [
    "電子小黒板の導入オンライン相談会にお申し込みいただき、ありがとうございます。",
    "この相談会の受付は2022年2月10日で終了しました。現在は、導入のご相談を随時お問い合わせフォームで承っています。",
  ],
  nextSteps: {
    heading: "お申し込みのあとの流れ",
    steps: [
      { title: "日時のご案内", body: "担当者から、相談会の日時と参加用のURLをメールでお送りしました。" },
      {
        title: "相談会への参加",
        body: "当日は、発注者の承諾の取り方や黒板の様式づくりについて、ご質問に沿ってご説明しました。",
      },
      {
        title: "無料貸し出しのご案内",
        body: "ご希望のお客様には、現場蔵Padの無料貸し出しを優先してご案内しました。",
      },
    ],
  },
  links: {
    heading: "いまご覧いただけるページ",
    links: [
      { label: "現場蔵Padの導入を相談する", href: "/contact/for_pad" },
      { label: "Pad Toughの無料貸し出しを見る", href: "/pad/tough/taikan" },
      { label: "セミナーの一覧を見る", href: "/seminar" },
    ],
  },
};
