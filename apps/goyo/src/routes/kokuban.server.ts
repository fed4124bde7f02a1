import { productPage, specTablePage, standardPage } from "@genbagura/ui/pageKinds";
import { withGoyoCustomers } from "../load/customerWall";
import { goyoCampaignPage } from "./kinds";
import { goyoProductMeta } from "./kinds.server";

// The server halves of the pages of ./kokuban.ts: never in a browser build.

export const kokuban = productPage.server({
  title: "iPhone・iPad用電子小黒板アプリ「現場蔵 工事黒板」",
  description:
    "お使いのiPhoneやiPadを電子小黒板にするアプリ、現場蔵 工事黒板のご案内です。約300種類の黒板の様式、改ざん検知と検定への合格、通信のない現場での撮影、御用達DXでの台帳の自動作成、価格をご紹介します。",
  meta: goyoProductMeta("kokuban"),
  content: async ({ context }) =>
    withGoyoCustomers((await import("../../content/kokuban/top")).kokubanTopContent, context),
});

export const kokubanAppDaicho = productPage.server({
  title: "工事黒板アプリの簡易台帳機能",
  description:
    "現場蔵 工事黒板で撮った写真を、iPadの上で工種と測点の順に並べて簡易な工事写真台帳にし、PDFで事務所や施主に送る機能のご案内です。作る手順と、公共工事の提出に使う御用達DXとの使い分けをご紹介します。",
  content: async () => (await import("../../content/kokuban/appDaicho")).kokubanAppDaichoContent,
});

export const kokubanSpec = specTablePage.server({
  title: "現場蔵 工事黒板の動作環境と仕様",
  description:
    "現場蔵 工事黒板を使えるiOS・iPadOSの版と推奨する機種、写真の形式と画素数、黒板の様式と項目、改ざん検知の方式、iPhoneとiPadでできることの違い、連携するソフトをまとめた仕様のページです。導入前にご確認ください。",
  content: async () => (await import("../../content/kokuban/spec")).kokubanSpecContent,
});

export const kokubanLicensekey = standardPage.server({
  title: "工事黒板アプリのライセンスキーの入力方法",
  description:
    "現場蔵 工事黒板のライセンスを購入したあと、メールで届く16文字のライセンスキーをアプリに入力して製品版に切り替える手順をご案内します。機種を変更するときの認証の解除と、入力できないときの確認点もまとめました。",
  content: async () => (await import("../../content/kokuban/licenceKey")).kokubanLicenceKeyContent,
});

export const kokubanCampaigns2000review = goyoCampaignPage.server({
  title: "工事黒板アプリ レビュー2,000件記念キャンペーン",
  description:
    "App Storeの現場蔵 工事黒板のレビューが2,000件に届いたことを記念して、2019年6月から7月に実施したキャンペーンです。レビューを投稿した方への抽選の特典と、年間ライセンスの1か月延長をご用意しました。終了しています。",
  content: async () => (await import("../../content/kokuban/campaigns")).kokuban2000ReviewContent,
});

export const kokubanCampaigns10000review = goyoCampaignPage.server({
  title: "工事黒板アプリ レビュー1万件記念キャンペーン",
  description:
    "App Storeの現場蔵 工事黒板のレビューが1万件に届いたことを記念して、2023年10月から11月に実施したキャンペーンです。レビューを投稿した方への抽選の特典と、新しく導入する会社への初年度の割引をご用意しました。終了しています。",
  content: async () => (await import("../../content/kokuban/campaigns")).kokuban10000ReviewContent,
});

export const kokubanSituation = standardPage.server({
  title: "電子小黒板の利用状況と国のルール",
  description:
    "電子小黒板が2017年に国の工事で使えるようになった経緯、自治体の工事への広がり、写真の改ざんを確かめるハッシュ値の仕組み、業界での普及の調査結果を、これから導入を検討する方向けにまとめました。",
  content: async () => (await import("../../content/kokuban/situation")).kokubanSituationContent,
});
