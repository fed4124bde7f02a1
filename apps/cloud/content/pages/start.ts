import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import { cloudPlanById, cloudTrial, planNamesOffering } from "../plans";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  relatedCloudPages,
  trialAction,
} from "../shared";

/** The sign-up form lives on the service's own host. */
const signUpLink = {
  label: "現場蔵クラウドのアカウントを作成する",
  href: "https://cloud.genbagura.jp/signup",
};

export const cloudStartContent: CloudProductContent = {
  hero: {
    eyebrow: "はじめての方へ",
    title: "現場蔵クラウドのはじめかた",
    lead: `アカウントの作成からアプリでの撮影まで、4つの手順で始められます。お申し込みから最短${cloudTrial.minutesToStart}分で、現場で電子小黒板入りの写真を撮れるようになります。`,
    illustration: drawing("cloud"),
    actions: [trialAction],
  },
  showcase: {
    heading: "アプリの案内に沿って準備できます",
    paragraphs: [
      "アプリを初めて開くと、サインイン、現場の選択、黒板の用意、最初の撮影までを順に案内します。終わった手順にはチェックが付くので、どこまで進んだかがひと目でわかります。",
      "事務所で先に現場と黒板を用意しておけば、現場の方はアプリにサインインするだけで撮影を始められます。",
    ],
    screen: drawing("screenSetupChecklist"),
  },
  features: [
    {
      heading: "手順1 アカウントを作成する",
      paragraphs: [
        "会社名、お名前、メールアドレスを入力して、現場蔵クラウドのアカウントを作成します。届いたメールのリンクを開けば登録は完了です。",
        `登録した日から${cloudTrial.months}か月間は、${cloudPlanById(cloudTrial.planId).name}プランのすべての機能を無料でお使いいただけます。`,
      ],
    },
    {
      heading: "手順2 アプリを入れてサインインする",
      paragraphs: [
        "iPhone・iPadにApp Storeから現場蔵クラウドアプリを入れ、登録したメールアドレスとパスワードでサインインします。パソコンではWebブラウザからサインインします。",
      ],
    },
    {
      heading: "手順3 現場を作ってメンバーを招待する",
      paragraphs: [
        "工事名、工期、発注者を入力して現場を作成し、一緒に使う社員や協力会社の方をメールで招待します。招待された方は、届いたメールからすぐに参加できます。",
      ],
    },
    {
      heading: "手順4 黒板を用意して撮影する",
      paragraphs: [
        "黒板のテンプレートを選び、工種や測点を入力します。あとはアプリで黒板を選んで撮影するだけで、写真が事務所と共有されます。",
      ],
      bullets: [
        "国土交通省の様式に沿った黒板テンプレートを用意",
        "Excelの表から黒板をまとめて作ることも可能",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "アカウントの作成",
      links: [
        {
          ...signUpLink,
          description: "現場蔵クラウドの登録ページが開きます。登録に必要なのはメールアドレスだけです。",
        },
      ],
    },
    relatedCloudPages(["app", "kokuban", "shashin", "plan", "login"], "あわせて読みたいページ"),
  ],
  faq: cloudFaq([
    {
      question: "登録にクレジットカードは必要ですか。",
      answer:
        "無料トライアルとフリープランのご利用に、クレジットカードの登録は必要ありません。有料プランのお申し込み時に、お支払い方法を選んでいただきます。",
    },
    {
      question: "社員の分のアカウントも作る必要がありますか。",
      answer:
        "最初に登録した方が管理者になり、ほかの方は招待メールから参加します。参加した方には管理者がアプリのライセンスを割り当てます。",
      links: [cloudPageLinks.administer],
    },
    {
      question: "使い方を教えてもらうことはできますか。",
      answer: `毎週オンラインで操作説明会を開いています。${planNamesOffering("onboarding")}プランでは、導入時に御社向けの説明会や訪問による導入支援も行います。`,
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: cloudCallToAction("今日から始められます"),
};
