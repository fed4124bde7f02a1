import { firstReplyWithin, type StandardPageContent, type ThanksPageContent } from "@genbagura/ui";
import type { FormPageEntry } from "./pageData";
import { contactNextSteps, supportHours, supportLine, thanksLinks } from "./shared";

// The contact forms, their thanks pages and the hub that sends each visitor to the right one.

export const contactFormPages: Readonly<Record<string, FormPageEntry>> = {
  "/contact": {
    formId: "contact",
    content: {
      title: "お問い合わせ",
      lead: "製品の機能や料金、導入の進め方についてのご質問を受け付けています。工事の種類や現場の人数をお書きいただくと、担当者がより具体的にお答えできます。",
      points: [
        "現場蔵クラウド、工事黒板アプリ、御用達、現場蔵Padシリーズのどれについてもご相談いただけます",
        `担当者から原則${firstReplyWithin}にご連絡します`,
        "ご利用中の製品の操作方法は、よくあるご質問もあわせてご覧ください",
      ],
      nextSteps: contactNextSteps,
    },
  },
  "/contact/for_enterprise": {
    formId: "contact_for_enterprise",
    content: {
      title: "法人・大規模導入のお問い合わせ",
      lead: "複数の支店や全社で現場蔵を使いたい会社さま向けの窓口です。台数やアカウント数がまとまる場合の見積もり、請求書払い、社内のセキュリティ審査への対応をご相談いただけます。",
      points: [
        "数十台から数百台の端末やアカウントの一括見積もり",
        "セキュリティチェックシートへのご回答と、運用ルールづくりのご支援",
        "支店ごとの操作説明会や、情報システム部門との打ち合わせ",
      ],
      nextSteps: contactNextSteps,
    },
  },
  "/contact/for_pad": {
    formId: "contact_for_pad",
    content: {
      title: "現場蔵Padのお問い合わせ",
      lead: "電子小黒板とカメラを一体にした現場蔵Padシリーズについてのご相談窓口です。機種の選び方、必要な台数、お使いの台帳ソフトとの連携について、担当者がお答えします。",
      points: [
        "現場の環境や撮影枚数に合う機種をご提案します",
        "貸し出し用の機体で、実際の現場で試していただけます",
        "現場蔵 御用達やクラウドと組み合わせた運用もご説明します",
      ],
      nextSteps: contactNextSteps,
    },
  },
  "/contact/for_tough_tablet": {
    formId: "contact_for_tough_tablet",
    content: {
      title: "タフネスタブレットのお問い合わせ",
      lead: "雨、粉じん、落下の多い現場で使う現場蔵Pad Tough、Pad Tough 10、Pad Mini Tough、Pocket Toughについてのご相談窓口です。現場の条件をお書きいただくと、合う機種と付属品をご案内します。",
      points: [
        "防塵・防水や耐衝撃の性能が、お使いの現場に合うかを確かめられます",
        "画面の大きさや重さの違いを、用途に合わせてご説明します",
        "故障や破損に備える現場蔵ケアもあわせてご案内します",
      ],
      nextSteps: contactNextSteps,
    },
  },
  "/contact/kokuban_ai": {
    formId: "contact_kokuban_ai",
    content: {
      title: "AI工事黒板のお問い合わせ",
      lead: "現場蔵 AI工事黒板は、カメラを向けた場面から工種や測点の候補を示し、電子小黒板に入力するサービスです。2026年2月10日から、現場蔵カメラと現場蔵Padシリーズで提供しています。導入のご相談やお見積もりのご依頼を受け付けています。",
      points: [
        "黒板の入力にかかる時間を、現場でどれだけ減らせるかをご説明します",
        "現場蔵カメラと現場蔵Padシリーズでの使い方と、お見積もりをご案内します",
        "提案された内容は、撮影前に必ず担当者が確認して確定する仕組みです",
      ],
      nextSteps: contactNextSteps,
    },
  },
};

/** `who` says which team answers this form and what they will look at first. */
function contactThanks(title: string, subject: string, who: string): ThanksPageContent {
  return {
    title,
    message: [
      `${subject}をお送りいただき、ありがとうございます。ご入力のメールアドレスへ受付完了のメールをお送りしました。`,
      `${who}原則として${firstReplyWithin}にご連絡します。お急ぎの場合は${supportLine}へお電話ください。${supportHours}`,
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "受付メールのご確認",
          body: "届いていない場合は、迷惑メールフォルダやメールアドレスの入力内容をご確認ください。",
        },
        {
          title: "担当者からのご連絡",
          body: "ご質問への回答や、必要に応じてお打ち合わせの日程をご相談します。",
        },
        {
          title: "ご提案・お見積もり",
          body: "ご希望に合わせて、製品のご提案やお見積もり、貸し出し機のご案内をします。",
        },
      ],
    },
    links: thanksLinks,
  };
}

export const contactThanksPages: Readonly<Record<string, ThanksPageContent>> = {
  "/contact/thanks": contactThanks(
    "お問い合わせを受け付けました",
    "お問い合わせ",
    "ご質問の製品を担当する者が内容を確認し、",
  ),
  "/contact/for_enterprise/thanks": contactThanks(
    "法人・大規模導入のお問い合わせを受け付けました",
    "法人・大規模導入についてのお問い合わせ",
    "法人担当が導入の台数や拠点の数をうかがったうえで、",
  ),
  "/contact/for_pad/thanks": contactThanks(
    "現場蔵Padのお問い合わせを受け付けました",
    "現場蔵Padについてのお問い合わせ",
    "現場蔵Padの担当者が、機種の選び方や貸し出し機のご希望を確認し、",
  ),
  "/contact/for_tough_tablet/thanks": contactThanks(
    "タフネスタブレットのお問い合わせを受け付けました",
    "タフネスタブレットについてのお問い合わせ",
    "タフネスタブレットの担当者が、現場の環境と無料貸し出しのご希望を確認し、",
  ),
  "/contact/kokuban_ai/thanks": contactThanks(
    "AI工事黒板のお問い合わせを受け付けました",
    "AI工事黒板についてのお問い合わせ",
    "AI工事黒板の担当者が、お使いの黒板の様式と導入時期を確認し、",
  ),
};

export const contactHubPages: Readonly<Record<string, StandardPageContent>> = {
  "/contact_all": {
    title: "お問い合わせ窓口のご案内",
    lead: "ご用件に合う窓口を選ぶと、担当者がより早く、的確にお答えできます。製品の導入や料金のご相談はフォームから、ご利用中の製品の操作についてはサポートセンターへお寄せください。",
    blocks: [
      {
        kind: "relatedLinks",
        heading: "導入・購入のご相談",
        links: [
          {
            label: "お問い合わせフォーム",
            href: "/contact",
            description:
              "製品の機能、料金、導入の進め方など、どの製品についてもこちらからご相談いただけます。",
          },
          {
            label: "法人・大規模導入のお問い合わせ",
            href: "/contact/for_enterprise",
            description: "全社や複数の支店でまとめて導入する場合の見積もりや、セキュリティ審査のご相談です。",
          },
          {
            label: "現場蔵Padのお問い合わせ",
            href: "/contact/for_pad",
            description: "工事写真専用タブレットの機種選びや、貸し出し機のご相談です。",
          },
          {
            label: "タフネスタブレットのお問い合わせ",
            href: "/contact/for_tough_tablet",
            description: "雨や粉じん、落下の多い現場向けの機種についてのご相談です。",
          },
          {
            label: "AI工事黒板のお問い合わせ",
            href: "/contact/kokuban_ai",
            description: "黒板の項目を推定して入力するサービスの導入相談と、お見積もりのご依頼です。",
          },
        ],
      },
      {
        kind: "relatedLinks",
        heading: "資料・お試し・お見積もり",
        links: [
          { label: "資料請求", href: "/document", description: "製品の総合資料をPDFと郵送でお届けします。" },
          {
            label: "無料トライアル・お見積もりのお申し込み",
            href: "/request",
            description: "実際の現場で試したい方や、台数をもとにした見積もりをご希望の方はこちらです。",
          },
          {
            label: "資料ダウンロード",
            href: "/download_document",
            description: "はじめてガイドや電子納品のガイドを、その場で読むことができます。",
          },
        ],
      },
      {
        kind: "relatedLinks",
        heading: "ご利用中の方のサポート",
        links: [
          {
            label: "サポートトップ",
            href: "/support",
            description: "操作方法、ソフトウェアのダウンロード、修理のご依頼をまとめています。",
          },
          {
            label: "よくあるご質問",
            href: "/faq",
            description: "製品ごとのご質問と回答を、キーワードで検索できます。",
          },
        ],
      },
      {
        kind: "notice",
        tone: "info",
        heading: "お電話でのお問い合わせ",
        body: `操作方法や故障のご相談は、${supportLine}でも承っています。${supportHours}製品のシリアル番号をお手元にご用意いただくと、スムーズにご案内できます。`,
      },
    ],
  },
};
