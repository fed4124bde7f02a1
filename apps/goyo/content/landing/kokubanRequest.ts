import type { ThanksPageContent } from "@genbagura/ui";
import type { FormPageContent } from "@genbagura/ui/pageKinds.server";
import { goyoPages } from "../shared";

/** The app's document request e-mails its PDF link as soon as the form is sent (an automatic mail). */
export const kokubanDocumentPdfSent = "すぐに";

export const adlpKokubanRequestContent: FormPageContent = {
  content: {
    title: "工事黒板アプリの資料請求",
    lead: "iPhone・iPad用の電子小黒板アプリ、現場蔵 工事黒板の資料を無料でお送りします。黒板の様式の一覧と、導入から撮影を始めるまでの手順をまとめています。",
    points: [
      "約300種類の黒板の様式の一覧",
      "発注者との協議に使う工事打合せ簿の記入例",
      "御用達DXと組み合わせた台帳の自動作成の流れ",
    ],
    nextSteps: {
      heading: "お申し込みのあとの流れ",
      steps: [
        {
          title: "資料をメールでお届け",
          body: `送信後${kokubanDocumentPdfSent}、資料のPDFをダウンロードできるアドレスをメールでお送りします。`,
        },
        { title: "冊子の郵送", body: "ご希望の方には、3営業日以内に冊子を郵送します。" },
        {
          title: "ご質問にお答えします",
          body: "ご質問欄にお書きいただいた内容には、担当者からご連絡します。",
        },
      ],
    },
  },
  formId: "adlp_kokuban_request",
  submitLabel: "資料を請求する",
};

export const adlpKokubanThanksContent: ThanksPageContent = {
  title: "工事黒板アプリの資料請求を受け付けました",
  message: [
    "現場蔵 工事黒板の資料をご請求いただき、ありがとうございます。",
    "ご登録のメールアドレスに、資料のPDFをダウンロードできるアドレスをお送りしました。冊子をご希望の方には、3営業日以内に郵送します。",
  ],
  nextSteps: {
    heading: "資料を読んだあとに",
    steps: [
      {
        title: "アプリを入手して試す",
        body: "App Storeから現場蔵 工事黒板を入手すると、30日間すべての機能を無料で使えます。",
      },
      {
        title: "発注者と協議する",
        body: "公共工事で使う場合は、資料の記入例を参考に工事打合せ簿で協議してください。",
      },
      { title: "台帳づくりまでつなげる", body: "撮った写真を御用達DXに取り込むと、台帳が自動で作られます。" },
    ],
  },
  links: {
    heading: "あわせて読みたいページ",
    links: [goyoPages.kokuban, goyoPages.kokubanSpec, goyoPages.certificatesKokuban, goyoPages.goyoDx],
  },
};
