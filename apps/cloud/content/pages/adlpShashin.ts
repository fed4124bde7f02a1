import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { cloudPlans } from "../plans";
import { cloudFaq, cloudPageLinks, documentAction } from "../shared";

const paidPlanCount = cloudPlans().filter((plan) => plan.monthlyPrice.preTaxYen > 0).length;

export const adlpCloudAppShashinContent: LandingPageSource = {
  hero: {
    eyebrow: "工事写真の共有と整理",
    title: "工事写真の整理を、撮ったその日に終わらせる",
    lead: "現場蔵クラウドなら、現場で撮った写真が撮影と同時に事務所へ届き、黒板の情報で工種ごとに仕分けられます。写真を集めて分ける作業を減らす方法を、資料でご紹介します。",
    illustration: drawing("photoLedger"),
  },
  benefits: {
    heading: "写真の整理で変わること",
    items: [
      {
        title: "写真を集めに回らない",
        body: "複数の人が撮った写真も、現場のフォルダに自動で集まります。メモリカードの回収やメールでの送り合いは要りません。",
      },
      {
        title: "仕分けは自動で",
        body: "電子小黒板の工種、種別、測点をもとに、写真がフォルダへ振り分けられます。1枚ずつ見て分ける必要はありません。",
      },
      {
        title: "台帳と提出まで一続き",
        body: "仕分けた写真から工事写真台帳を自動で作り、PDFや閲覧リンクで発注者に共有できます。",
      },
    ],
  },
  conditions: {
    heading: "資料請求について",
    items: [
      "資料は無料でお送りします。",
      "機能の説明、料金プラン、導入事例をまとめた資料です。",
      "ご希望の方には、担当者から導入の進め方をご案内します。",
    ],
  },
  blocks: [
    {
      kind: "faq",
      ...cloudFaq([
        {
          question: "紙の黒板で撮った写真も整理できますか。",
          answer: "アップロードすれば共有できます。黒板の情報がない写真は、手動でフォルダに入れてください。",
          links: [cloudPageLinks.shashin],
        },
        {
          question: "台帳も作れますか。",
          answer: "電子小黒板で撮った写真から、工事写真台帳を自動で作れます。",
          links: [cloudPageLinks.daichou],
        },
        {
          question: "料金はいくらですか。",
          answer: `無料のフリープランと、${paidPlanCount}つの有料プランがあります。詳しい料金は料金プランのページと資料でご確認ください。`,
          links: [cloudPageLinks.plan],
        },
      ]),
    },
  ],
  action: {
    heading: "写真整理の減らし方を資料で確かめてください",
    body: "機能と料金、導入事例をまとめた資料を無料でお送りします。",
    label: documentAction.label,
    href: documentAction.href,
  },
  form: { formId: "adlp_cloud_app_shashin" },
  proofProducts: ["cloud"],
};
