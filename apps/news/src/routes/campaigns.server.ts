import type { ContentRequest } from "@genbagura/routing/routeKit";
import { campaignPage, listingPage } from "@genbagura/ui/pageKinds";
import { campaignProgrammePage } from "./kinds";

// The server halves of the pages of ./campaigns.ts: never in a browser build.

/** A programme's content, by its path (content/campaigns/programmes.ts). */
const programmeContent = async ({ path }: ContentRequest) =>
  (await import("../../content/campaigns/programmes")).programmePage(path);

export const norikae = campaignProgrammePage.server({
  title: "他社製品からの乗り換えサポート",
  description:
    "ほかの写真管理ソフトや電子小黒板から現場蔵へ乗り換える方に、過去の写真と台帳データの取り込み、黒板のひな形の作り直し、現場向けの操作研修をまとめてご提供する乗り換えサポートのご案内です。",
  content: programmeContent,
});

export const shitadori = campaignProgrammePage.server({
  title: "タブレット・カメラの下取りプログラム",
  description:
    "現場で使ってきたタブレットや工事用デジタルカメラを、他社製も含めて下取りし、現場蔵Padシリーズの購入代金から差し引く下取りプログラムのご案内です。対象と条件、査定の流れ、よくあるご質問をまとめています。",
  content: programmeContent,
});

export const shoukai = campaignProgrammePage.server({
  title: "ご紹介プログラム",
  description:
    "現場蔵をお使いのお客様が協力会社や取引先をご紹介くださると、ご紹介した方とご紹介された方の両方に特典をお贈りするご紹介プログラムのご案内です。特典の内容と条件、ご紹介の流れをまとめています。",
  content: programmeContent,
});

export const specialization = campaignProgrammePage.server({
  title: "専門工事業向け導入プログラム",
  description:
    "電気・設備・塗装・造園・防水など専門工事業の方向けに、業種別の黒板のひな形と、業種に詳しい担当者による導入支援をご用意した導入プログラムのご案内です。対象と条件、専門工事業の導入事例も紹介します。",
  content: programmeContent,
});

export const specializationPix = campaignProgrammePage.server({
  title: "専門工事業向け 現場蔵Pix導入プログラム",
  description:
    "スマートフォンを業務で使わない職人の方にも写真をすぐ送ってもらえるよう、撮った写真をクラウドへ送る小型カメラ、現場蔵Pixの導入を支援する専門工事業向けプログラムです。内容と条件をご案内します。",
  content: programmeContent,
});

export const campaignMatome = listingPage.server({
  title: "キャンペーン・特典のまとめ",
  description:
    "いま申し込める乗り換えサポートや下取り、ご紹介の特典と、2016年からこれまでに実施したキャンペーンの一覧です。終了したキャンペーンも、当時の期間と内容、条件をそれぞれのページでご確認いただけます。",
  content: async () => (await import("../../content/campaigns/campaignList")).campaignListContent(),
});

export const campaignSlug = campaignPage.server({
  title: "キャンペーン",
  description: "現場蔵のキャンペーンの期間、特典、条件、対象製品とお申し込みの方法をご案内します。",
  prerender: async () =>
    (await import("../../content/campaigns/campaignSlugs")).campaignSlugs.map((slug) => ({ slug })),
  content: async ({ params }) =>
    (await import("../../content/campaigns/campaignPage")).campaignPage(params.slug),
  meta: async (data) => (await import("../../content/campaigns/campaignPage")).campaignMeta(data),
});
