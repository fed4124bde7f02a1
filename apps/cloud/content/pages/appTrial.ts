import { drawing } from "@genbagura/illustrations";
import { cloudApp } from "../cloudApp";
import type { CloudProductContent } from "../pageData";
import { cloudPlanById, cloudTrial, overCapacityPolicy } from "../plans";
import { storageLabel } from "../priceFormat";
import {
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  contactAction,
  documentAction,
  relatedCloudPages,
} from "../shared";

const trialPlan = cloudPlanById(cloudTrial.planId);
const signUpHref = "https://cloud.genbagura.jp/signup";

export const cloudAppTrialContent: CloudProductContent = {
  hero: {
    eyebrow: "無料トライアル",
    title: "現場蔵クラウドの無料トライアル",
    lead: `現場蔵クラウドと${cloudApp.name}の${trialPlan.name}プランの機能を、${cloudTrial.months}か月間無料でお試しいただけます。お申し込みはメールアドレスだけで、最短${cloudTrial.minutesToStart}分で現場での撮影を始められます。`,
    illustration: drawing("cloud"),
    actions: [{ label: "無料トライアルのアカウントを作成する", href: signUpHref }],
  },
  showcase: {
    heading: "アカウントを作ればすぐに始められます",
    paragraphs: [
      "アカウントを作成してアプリにサインインすると、はじめかたの案内が表示されます。現場を作り、黒板を用意して、最初の写真を撮るところまで画面に沿って進められます。",
      "トライアル中に作った現場、黒板、写真は、有料プランを申し込むとそのまま引き継がれます。",
    ],
    screen: drawing("screenSetupChecklist"),
  },
  features: [
    {
      heading: `${trialPlan.name}プランのすべての機能を試せます`,
      paragraphs: [
        `トライアル中は${trialPlan.name}プランと同じく、改ざん検知付きの撮影、黒板の一括作成、台帳の閲覧リンク、報告書の作成などをお使いいただけます。保存容量は${storageLabel(trialPlan)}です。`,
      ],
    },
    {
      heading: "自動で課金されることはありません",
      paragraphs: [
        `${cloudTrial.months}か月が過ぎると、自動でフリープランに切り替わります。有料プランを申し込まない限り、料金がかかることはありません。`,
        "クレジットカードの登録も不要です。",
      ],
    },
    {
      heading: "使い方の相談もできます",
      paragraphs: [
        "トライアル中も、メールとチャットでのサポートをご利用いただけます。毎週開いているオンラインの操作説明会にも参加できます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "prose",
      heading: "お申し込みの条件",
      paragraphs: [`期間:アカウントの作成日から${cloudTrial.months}か月間`],
      bullets: [
        "法人または個人事業主の方が対象です。",
        "無料トライアルは1社につき1回までです。",
        "トライアル中に招待できるユーザー数は、有料プランと同じ上限までです。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "無料トライアルのお申し込み",
      links: [
        {
          label: "現場蔵クラウドのアカウントを作成する",
          href: signUpHref,
          description: "現場蔵クラウドの登録ページが開きます。",
        },
      ],
    },
    relatedCloudPages(["start", "appCompare", "appLicense", "plan", "app"], "はじめる前に読みたいページ"),
  ],
  faq: cloudFaq([
    {
      question: "トライアルの途中で有料プランに切り替えられますか。",
      answer:
        "いつでも切り替えられます。切り替えた日から有料プランの料金がかかり、残りのトライアル期間はなくなります。",
      links: [cloudPageLinks.plan],
    },
    {
      question: "トライアルのデータは消えてしまいますか。",
      answer: `有料プランを申し込まずに期間が終わった場合も、データはフリープランでそのまま残ります。フリープランの${overCapacityPolicy.rule}`,
    },
    {
      question: "トライアル中に電話で相談できますか。",
      answer:
        "トライアル中のご相談はメールとチャットで承ります。導入を具体的にご検討の場合は、お問い合わせフォームからご連絡いただければ、担当者からお電話します。",
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: {
    heading: "資料で詳しく知りたい方へ",
    body: "機能や料金をまとめた資料をお送りします。導入のご相談はお問い合わせフォームからどうぞ。",
    actions: [documentAction, { ...contactAction, variant: "secondary" }],
  },
};
