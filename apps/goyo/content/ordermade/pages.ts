import type { StandardPageContent, ThanksPageContent } from "@genbagura/ui";
import type { FormPageContent } from "@genbagura/ui/pageKinds.server";
import { priceLabel, priceWithUnit } from "../prices";
import { goyoPages, sitePages } from "../shared";

const orderSteps = (deliverable: string) => ({
  heading: "ご依頼のあとの流れ",
  steps: [
    {
      title: "担当者からご連絡",
      body: "2営業日以内に担当者からメールでご連絡し、見本の送り方をご案内します。",
    },
    {
      title: "見本をお送りいただく",
      body: `お使いの${deliverable}の見本(紙のスキャン、PDF、Excelのいずれか)をお送りください。`,
    },
    {
      title: "画面の見本で確認",
      body: "当社で作った様式を画面の見本でお送りします。修正は2回まで料金に含まれます。",
    },
    { title: "納品", body: "見本の確認から5営業日で、ソフトに読み込むファイルをお届けします。" },
  ],
});

export const ordermadeDaichoContent: StandardPageContent = {
  title: "台帳オーダーメイドの作成例と流れ",
  lead: "発注者から指定された様式や、社内で決めている独自の様式の工事写真台帳を、当社が御用達DXで使える様式に作り直すサービスです。これまでに作成した様式の例と、ご依頼から納品までの流れをご紹介します。",
  blocks: [
    {
      kind: "features",
      heading: "これまでに作成した様式の例",
      items: [
        {
          title: "発注者指定の配筋検査の台帳",
          body: "鉄筋の径・本数・間隔を写真ごとに表で示す、自治体指定の様式を再現しました。黒板の寸法の値が表に自動で入ります。",
        },
        {
          title: "社内検査用の是正記録の台帳",
          body: "指摘前と是正後の写真を左右に並べ、指摘事項と是正日を記入する社内独自の様式です。",
        },
        {
          title: "設備工事の系統別の台帳",
          body: "配管や配線の系統ごとにページを分け、系統図の一部を添える様式です。",
        },
      ],
    },
    {
      kind: "specTable",
      heading: "料金と納期",
      caption: "台帳オーダーメイドと表紙オーダーメイドの料金",
      rows: [
        { label: "台帳オーダーメイド", value: priceWithUnit("ordermade-dxdaicho") },
        { label: "表紙オーダーメイド", value: priceWithUnit("ordermade-hyoushi") },
        { label: "納期", value: "見本の確認から5営業日" },
        { label: "修正", value: "2回まで料金に含まれます" },
      ],
      notes: ["※台帳オーダーメイドは御用達DXをご契約のお客様が対象です。"],
    },
    { kind: "steps", ...orderSteps("台帳") },
    {
      kind: "notice",
      tone: "info",
      heading: "御用達2021をお使いの方へ",
      body: "台帳オーダーメイドで作る様式は御用達DX専用です。御用達2021をお使いの場合は、御用達DXへの移行とあわせてご相談ください。",
      link: goyoPages.changeGuide,
    },
    {
      kind: "callToAction",
      heading: "お使いの様式の作成を依頼する",
      body: "見本を拝見して、再現できるかを無料でお答えします。",
      actions: [
        { ...goyoPages.ordermadeDxDaicho, variant: "primary" },
        { ...goyoPages.ordermadeHyoushi, variant: "secondary" },
      ],
    },
  ],
};

export const ordermadeDxDaichoContent: FormPageContent = {
  content: {
    title: "御用達DX 台帳オーダーメイドのご依頼",
    lead: `発注者指定の様式や社内独自の様式の工事写真台帳を、当社が御用達DXで使える様式に作ります。料金は${priceWithUnit("ordermade-dxdaicho")}です。`,
    points: [
      "見本をお送りいただくだけで、同じ様式を再現します",
      "黒板の項目が台帳の決まった欄に自動で入るように設定します",
      "修正は2回まで料金に含まれます",
    ],
    nextSteps: orderSteps("台帳"),
  },
  formId: "ordermade_dxdaicho",
  submitLabel: "台帳オーダーメイドを依頼する",
};

export const ordermadeHyoushiContent: FormPageContent = {
  content: {
    title: "工事写真台帳の表紙オーダーメイドのご依頼",
    lead: `会社のロゴや発注者指定の項目を入れた工事写真台帳の表紙を、当社が作ります。御用達DXでお使いいただけます。料金は${priceLabel("ordermade-hyoushi")}(表紙の様式1種類)です。`,
    points: [
      "会社のロゴと社名を入れた表紙",
      "発注者が指定する工事番号や監督員の欄を入れた表紙",
      "工事名や工期は台帳の設定から自動で入ります",
    ],
    nextSteps: orderSteps("表紙"),
  },
  formId: "ordermade_hyoushi",
  submitLabel: "表紙オーダーメイドを依頼する",
};

function orderThanks(service: string): ThanksPageContent {
  return {
    title: `${service}のご依頼を受け付けました`,
    message: [
      `${service}をご依頼いただき、ありがとうございます。ご登録のメールアドレスに受付の確認をお送りしました。`,
      "2営業日以内に担当者から、見本の送り方と納品までの予定をご連絡します。",
    ],
    nextSteps: {
      heading: "ご連絡までにご用意いただくもの",
      steps: [
        {
          title: "見本",
          body: "お使いの様式の紙をスキャンしたもの、またはPDFやExcelのファイルをご用意ください。",
        },
        { title: "記入例", body: "実際に記入した例があると、欄の大きさや文字の量に合わせて作れます。" },
        {
          title: "ロゴのファイル",
          body: "ロゴを入れる場合は、画像のファイル(PNGまたはPDF)をご用意ください。",
        },
      ],
    },
    links: {
      heading: "あわせて読みたいページ",
      links: [goyoPages.ordermadeDaicho, goyoPages.daicho, goyoPages.goyoDx, sitePages.support],
    },
  };
}

export const ordermadeDxDaichoThanksContent = orderThanks("御用達DX 台帳オーダーメイド");
export const ordermadeHyoushiThanksContent = orderThanks("表紙オーダーメイド");
