import {
  documentPdfWithin,
  documentPrintWithin,
  firstReplyWithin,
  type RelatedLinksData,
  type StepsData,
  siteConfig,
} from "@genbagura/ui";

// Steps and links that several form and thanks pages of the support family share.

const { supportPhone, businessHours } = siteConfig.company;

/** 「サポートセンター(0120-…、受付時間 平日 …)」 reads badly with the hours' own brackets, so the hours follow. */
export const supportLine = `${supportPhone.label}(${supportPhone.number})`;

export const supportHours = `受付時間は${businessHours}です。`;

export const contactNextSteps: StepsData = {
  heading: "送信後の流れ",
  steps: [
    {
      title: "受付メールが届きます",
      body: "送信後すぐに、ご入力のメールアドレスへ受付完了のメールをお送りします。届かない場合は迷惑メールフォルダもご確認ください。",
    },
    {
      title: "担当者からご連絡します",
      body: `内容を確認した担当者が、原則として${firstReplyWithin}にメールまたはお電話でご連絡します。`,
    },
    {
      title: "ご提案・お見積もり",
      body: "現場の規模やお使いの機器をうかがったうえで、合う製品や導入の進め方をご提案します。",
    },
  ],
};

export const documentNextSteps: StepsData = {
  heading: "送信後の流れ",
  steps: [
    {
      title: "受付メールが届きます",
      body: "送信後すぐに、受付完了のメールをお送りします。",
    },
    {
      title: "PDF版の資料をお届けします",
      body: `${documentPdfWithin}に、資料のPDFをダウンロードできるリンクをメールでお送りします。`,
    },
    {
      title: "印刷した資料を郵送します",
      body: `送付先をご入力の場合は、印刷した資料を${documentPrintWithin}に発送します。`,
    },
  ],
};

export const guideNextSteps: StepsData = {
  heading: "送信後の流れ",
  steps: [
    {
      title: "その場でガイドをご覧いただけます",
      body: "送信すると完了ページにガイドが表示されます。そのまま読めるほか、印刷やPDFでの保存もできます。",
    },
    {
      title: "メールでもお送りします",
      body: "あとから読み返せるように、ガイドのページへのリンクをメールでお送りします。",
    },
    {
      title: "操作で迷ったらご相談ください",
      body: `ガイドの内容で分からない点は、${supportLine}でお答えします。`,
    },
  ],
};

export const thanksLinks: RelatedLinksData = {
  heading: "あわせてご覧ください",
  links: [
    {
      label: "導入事例を読む",
      href: "/case",
      description: "同じ業種の会社が、どのように工事写真の仕事を変えたかを紹介しています。",
    },
    { label: "よくあるご質問を見る", href: "/faq", description: "製品ごとのご質問と回答をまとめています。" },
    { label: "トップページにもどる", href: "/" },
  ],
};
