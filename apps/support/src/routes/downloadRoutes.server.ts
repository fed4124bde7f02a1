import { type ContentRequest, entryByPath } from "@genbagura/routing/routeKit";
import { standardPage } from "@genbagura/ui/pageKinds";
import { firstGuideCampaignSecrets } from "./guideSecrets";
import { supportDownloadPage, supportGuidePage, supportGuideThanksPage } from "./kinds";

// The server halves of the pages of ./downloadRoutes.ts: never in a browser build.

const downloads = () => import("../../content/downloads").then((module) => module.downloadPages);
const overviews = () => import("../../content/downloads").then((module) => module.guideOverviewPages);
const guideThanks = () => import("../../content/downloads").then((module) => module.guideThanksPages);
const campaignGuides = () => import("../../content/downloads").then((module) => module.campaignGuidePages);

/** A campaign link's page, by its secret. */
const campaignGuide = async ({ params }: ContentRequest) => {
  const guides = await campaignGuides();
  return params.secret !== undefined && Object.hasOwn(guides, params.secret)
    ? guides[params.secret]
    : undefined;
};

export const downloadDocument = supportDownloadPage.server({
  title: "資料ダウンロード",
  description:
    "現場蔵の製品ガイドと、はじめてガイド、御用達DXのガイド、電子納品ガイドをまとめたダウンロードページです。フォームを送信すると、その場でガイドの全文を読み、印刷できます。",
  content: entryByPath(downloads),
});

export const downloadDocumentThanks = supportGuideThanksPage.server({
  title: "資料ダウンロードの受付完了",
  description:
    "資料ダウンロードのお申し込みを受け付け、現場蔵 製品ガイドをお届けするページです。仕事と製品の対応表と導入の進め方を、このページで読むか印刷してお使いいただけます。",
  content: entryByPath(guideThanks),
});

export const downloadFirstguide = supportDownloadPage.server({
  title: "現場蔵 はじめてガイドのダウンロード",
  description:
    "電子小黒板をはじめて使う方に向けた現場蔵 はじめてガイドのお申し込みページです。準備から撮影、工事写真台帳の作成、提出と保存までの流れを、送信後すぐに読めます。",
  content: entryByPath(downloads),
});

export const downloadFirstguideThanks = supportGuideThanksPage.server({
  title: "はじめてガイドの受付完了",
  description:
    "はじめてガイドのお申し込みを受け付け、ガイドの全文をお届けするページです。電子小黒板の準備から撮影、台帳の作成、提出と保存までを、読むか印刷してお使いください。",
  content: entryByPath(guideThanks),
});

export const downloadFirstguideSecret = supportGuidePage.server({
  title: "現場蔵 はじめてガイド(キャンペーン特典)",
  description:
    "セミナーやショールーム、ダイレクトメールでご案内したお客様に、現場蔵 はじめてガイドのPDFをお申し込みなしでお届けするページです。ガイドの内容と、ご相談の窓口をまとめています。",
  prerender: () => firstGuideCampaignSecrets.map((secret) => ({ secret })),
  content: campaignGuide,
});

export const downloadFirstguideIos = supportDownloadPage.server({
  title: "はじめてガイド iOS版のダウンロード",
  description:
    "iPhone・iPadで現場蔵 工事黒板を使い始める方に向けた、はじめてガイド iOS版のお申し込みページです。アプリの入手から撮影、写真の共有、出来形管理の写真の撮り方まで読めます。",
  content: entryByPath(downloads),
});

export const downloadFirstguideIosDekigata = supportDownloadPage.server({
  title: "はじめてガイド iOS版 出来形管理の章のダウンロード",
  description:
    "iPhone・iPadで出来形管理写真を撮る方に向けた、はじめてガイド iOS版のお申し込みページです。スケールと黒板の写し方、実測値の入力、現場蔵 出来形との連携を説明しています。",
  content: entryByPath(downloads),
});

export const downloadFirstguideIosThanks = supportGuideThanksPage.server({
  title: "はじめてガイド iOS版の受付完了",
  description:
    "はじめてガイド iOS版のお申し込みを受け付け、ガイドの全文をお届けするページです。アプリの準備から撮影、写真の共有、出来形管理の写真までを、読むか印刷してお使いください。",
  content: entryByPath(guideThanks),
});

export const downloadDxFirstguide = supportDownloadPage.server({
  title: "御用達DX はじめてガイドのダウンロード",
  description:
    "パソコンで工事写真台帳を作る現場蔵 御用達DXのはじめてガイドのお申し込みページです。インストールから自動仕分け、台帳の作成、電子納品の書き出しまでを送信後すぐに読めます。",
  content: entryByPath(downloads),
});

export const downloadDxFirstguideOverview = standardPage.server({
  title: "御用達DX はじめてガイドの概要",
  description:
    "御用達DX はじめてガイドの章立てと書き出しを、お申し込みの前に確かめられるページです。パソコンの準備から電子納品の書き出しまで、台帳づくりの流れに沿って紹介します。",
  content: entryByPath(overviews),
});

export const downloadDxFirstguideThanks = supportGuideThanksPage.server({
  title: "御用達DX はじめてガイドの受付完了",
  description:
    "御用達DX はじめてガイドのお申し込みを受け付け、ガイドの全文をお届けするページです。インストール、写真の取り込みと仕分け、台帳の作成、電子納品までを読むか印刷できます。",
  content: entryByPath(guideThanks),
});

export const downloadDxIosFirstguide = supportDownloadPage.server({
  title: "御用達DX iOS版 はじめてガイドのダウンロード",
  description:
    "iPhone・iPadで撮った工事写真を御用達DXで台帳にするまでをまとめた、御用達DX iOS版 はじめてガイドのお申し込みページです。事務所と現場の作業を分けて説明しています。",
  content: entryByPath(downloads),
});

export const downloadDxIosFirstguideOverview = standardPage.server({
  title: "御用達DX iOS版 はじめてガイドの概要",
  description:
    "御用達DX iOS版 はじめてガイドの章立てと書き出しを紹介するページです。事務所で行うことと現場で行うことを分けて説明しているので、分担を決める前の確認にお使いください。",
  content: entryByPath(overviews),
});

export const downloadDxIosFirstguideThanks = supportGuideThanksPage.server({
  title: "御用達DX iOS版 はじめてガイドの受付完了",
  description:
    "御用達DX iOS版 はじめてガイドのお申し込みを受け付け、全文をお届けするページです。黒板のひな形の送り方から撮影、写真の取り込みまでを、読むか印刷してお使いください。",
  content: entryByPath(guideThanks),
});

export const downloadCalsGuide = supportDownloadPage.server({
  title: "電子納品(CALS/EC)ガイドのダウンロード",
  description:
    "公共工事の工事写真を電子納品するときの手順をまとめた電子納品(CALS/EC)ガイドのお申し込みページです。工事の始めに確かめること、データの形、信憑性確認、提出までの流れを読めます。",
  content: entryByPath(downloads),
});

export const downloadCalsGuideThanks = supportGuideThanksPage.server({
  title: "電子納品ガイドの受付完了",
  description:
    "電子納品(CALS/EC)ガイドのお申し込みを受け付け、ガイドの全文をお届けするページです。要領と基準の確かめ方、写真のデータの形、提出までの流れを読むか印刷してお使いください。",
  content: entryByPath(guideThanks),
});

export const downloadFirstCalsGuideThanks = supportGuideThanksPage.server({
  title: "はじめての電子納品ガイドの受付完了",
  description:
    "はじめての電子納品ガイドのお申し込みを受け付け、工事写真の電子納品ガイドをお届けするページです。CALS/ECの考え方から提出までの流れを、このページで読むか印刷できます。",
  content: entryByPath(guideThanks),
});
