import type { ThanksPageContent } from "@genbagura/ui";
import type { FormPageEntry } from "./pageData";
import { supportLine, thanksLinks } from "./shared";

// Trial and estimate requests, and the two surveys.

export const requestFormPages: Readonly<Record<string, FormPageEntry>> = {
  "/request": {
    formId: "request",
    submitLabel: "トライアル・お見積もりを申し込む",
    content: {
      title: "無料トライアル・お見積もりのお申し込み",
      lead: "現場蔵を実際の現場で試したい方、台数やアカウント数をもとにした見積もりをご希望の方はこちらからお申し込みください。トライアルでは、有料版と同じ機能をそのままお使いいただけます。",
      points: [
        "クラウドとアプリの無料トライアル、現場蔵Padの貸し出しに対応しています",
        "お見積もりは、台数・アカウント数・保守の有無に合わせてお作りします",
        "トライアル中に作った黒板や写真は、ご契約後もそのまま使えます",
      ],
      nextSteps: {
        heading: "送信後の流れ",
        steps: [
          { title: "受付メールが届きます", body: "送信後すぐに、受付完了のメールをお送りします。" },
          {
            title: "トライアルのご案内・お見積書の送付",
            body: "1営業日以内に、トライアルの始め方またはお見積書をメールでお送りします。貸し出し機は3営業日以内に発送します。",
          },
          {
            title: "操作説明とフォロー",
            body: "ご希望に応じて、オンラインでの操作説明や、トライアル終了前のご相談をお受けします。",
          },
        ],
      },
    },
  },
  "/survey": {
    formId: "survey",
    submitLabel: "アンケートに回答する",
    content: {
      title: "現場蔵についてのアンケート",
      lead: "現場蔵をお使いいただいている方に、使い心地やご要望をうかがうアンケートです。いただいた声は、製品の改善やサポートの見直しに活かします。回答には3分ほどかかります。",
      points: [
        "ご回答の内容は、製品とサービスの改善のためだけに使います",
        "お名前や会社名が外部に公開されることはありません",
        "個別のご質問への回答が必要な場合は、お問い合わせフォームをご利用ください",
      ],
      nextSteps: {
        heading: "ご回答のあと",
        steps: [
          {
            title: "回答内容を担当部署で共有します",
            body: "製品開発とサポートの担当者が、すべての回答に目を通します。",
          },
          {
            title: "改善の状況をお知らせします",
            body: "いただいたご要望をもとにした改善は、ニュースやアップデート情報でお知らせします。",
          },
        ],
      },
    },
  },
  "/support/survey/first_trial": {
    formId: "first_trial_survey",
    submitLabel: "アンケートに回答する",
    content: {
      title: "無料トライアルご利用アンケート",
      lead: "無料トライアルをお使いいただいた方へのアンケートです。使い始めで迷った点や、続けて使うかを決めるうえで気になっている点をお聞かせください。内容に応じて、担当者から使い方のご案内をすることがあります。",
      points: [
        "トライアルで試した機能の満足度をお聞きします",
        "分かりにくかった操作は、サポートの資料づくりに活かします",
        "トライアルの延長やプランのご相談もこのアンケートで受け付けます",
      ],
      nextSteps: {
        heading: "ご回答のあと",
        steps: [
          {
            title: "担当者が内容を確認します",
            body: "操作で困っている点が書かれていた場合は、2営業日以内に使い方をご案内します。",
          },
          {
            title: "トライアル後のご相談",
            body: "有料プランへの切り替えや、台数に合わせたお見積もりもご相談いただけます。",
          },
        ],
      },
    },
  },
};

function surveyThanks(title: string, detail: string): ThanksPageContent {
  return {
    title,
    message: ["アンケートにご回答いただき、ありがとうございました。", detail],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        { title: "回答内容の確認", body: "製品開発とサポートの担当者が、いただいた回答に目を通します。" },
        {
          title: "必要に応じたご連絡",
          body: `操作でお困りの点が書かれていた場合は、担当者からご連絡します。お急ぎの場合は${supportLine}へお電話ください。`,
        },
      ],
    },
    links: {
      heading: "あわせてご覧ください",
      links: [{ label: "サポートトップを見る", href: "/support" }, ...thanksLinks.links],
    },
  };
}

export const requestThanksPages: Readonly<Record<string, ThanksPageContent>> = {
  "/request/thanks": {
    title: "無料トライアル・お見積もりのお申し込みを受け付けました",
    message: [
      "お申し込みいただき、ありがとうございます。ご入力のメールアドレスへ受付完了のメールをお送りしました。",
      "1営業日以内に、トライアルの始め方またはお見積書をお送りします。現場蔵Padの貸し出しをご希望の場合は、3営業日以内に発送します。",
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "トライアルの開始",
          body: "メールに記載の手順でアカウントを作成すると、その日から有料版の機能をお使いいただけます。",
        },
        {
          title: "お見積書の確認",
          body: "内容を変えたい場合は、メールに返信してお知らせください。何度でも作り直します。",
        },
        {
          title: "ご契約のご相談",
          body: "トライアル終了の前に担当者からご連絡し、続けて使うかどうかをご相談します。",
        },
      ],
    },
    links: {
      heading: "トライアルの前に",
      links: [
        {
          label: "はじめてガイドを読む",
          href: "/download/firstguide",
          description: "電子小黒板での撮影から台帳づくりまでの流れを、最初に確かめられます。",
        },
        ...thanksLinks.links,
      ],
    },
  },
  "/survey/thanks": surveyThanks(
    "アンケートへのご回答ありがとうございました",
    "いただいたご意見は、製品の改善やサポートの見直しに活かします。",
  ),
  "/support/survey/first_trial/thanks": surveyThanks(
    "無料トライアルアンケートへのご回答ありがとうございました",
    "トライアルで感じた点をもとに、使い始めの方向けの案内を見直します。",
  ),
};
