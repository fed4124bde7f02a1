import type { ThanksPageContent } from "@genbagura/ui";

export const it2025Thanks: ThanksPageContent = {
  title: "IT導入補助金のご相談を受け付けました",
  message: [
    "IT導入補助金の活用についてご相談いただき、ありがとうございます。当社はIT導入支援事業者として、申請の準備から導入後の報告までお手伝いします。",
  ],
  nextSteps: {
    heading: "このあとの流れ",
    steps: [
      {
        title: "担当者からのご連絡",
        body: "2営業日以内に、お電話またはメールで、導入したい製品と会社の規模をうかがいます。",
      },
      {
        title: "枠と日程のご提案",
        body: "申請に合う枠と、補助の対象になる費用、申請の締切をご案内します。",
      },
      {
        title: "gBizIDプライムの取得",
        body: "お持ちでない場合は、先に取得の手続きを進めてください。発行までに時間のかかることがあります。",
      },
    ],
  },
  links: {
    heading: "ご連絡までの間に",
    links: [
      { label: "補助金を使った現場のIT化の進め方を読む", href: "/special/hojokin" },
      { label: "用語「gBizIDプライム」の解説を読む", href: "/special/dictionary/gbizid" },
      { label: "導入事例の一覧を見る", href: "/case" },
    ],
  },
};
