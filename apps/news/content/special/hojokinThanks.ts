import type { ThanksPageContent } from "@genbagura/ui";

export const specialHojokinThanks: ThanksPageContent = {
  title: "補助金活用のご相談を受け付けました",
  message: [
    "補助金の活用についてご相談いただき、ありがとうございます。担当者が内容を確認し、使えそうな制度と申請の日程をご案内します。",
  ],
  nextSteps: {
    heading: "このあとの流れ",
    steps: [
      { title: "担当者からのご連絡", body: "2営業日以内に、お電話またはメールでご連絡します。" },
      {
        title: "制度と日程のご案内",
        body: "導入したい製品と会社の規模をうかがい、使える制度と申請の日程をご案内します。",
      },
      { title: "申請の準備", body: "申請すると決めたら、必要な書類とアカウントの準備をお手伝いします。" },
    ],
  },
  links: {
    heading: "ご連絡までの間に",
    links: [
      { label: "IT導入補助金2025の対象製品を見る", href: "/hojokin/it2025" },
      { label: "写真整理の時間を減らした導入事例を読む", href: "/case" },
      { label: "キャンペーン・特典のまとめを見る", href: "/campaign/matome" },
    ],
  },
};
