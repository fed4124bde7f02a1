import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { productRoute, specTableRoute, standardRoute } from "@genbagura/ui/routeKinds";
import { crumbs } from "./crumbs";
import { goyoCampaignRoute, goyoProductMeta } from "./goyoRoute";

/** 現場蔵 工事黒板 (the iPhone and iPad blackboard app) and the state of electronic blackboards. */
export const kokubanRoutes: RouteRegistration[] = [
  productRoute({
    path: "/kokuban",
    title: "iPhone・iPad用電子小黒板アプリ「現場蔵 工事黒板」",
    description:
      "お使いのiPhoneやiPadを電子小黒板にするアプリ、現場蔵 工事黒板のご案内です。約300種類の黒板の様式、改ざん検知と検定への合格、通信のない現場での撮影、御用達DXでの台帳の自動作成、価格をご紹介します。",
    meta: goyoProductMeta("kokuban"),
    content: async () => (await import("../../content/kokuban/top")).kokubanTopContent,
  }),
  productRoute({
    path: "/kokuban/app/daicho",
    title: "工事黒板アプリの簡易台帳機能",
    description:
      "現場蔵 工事黒板で撮った写真を、iPadの上で工種と測点の順に並べて簡易な工事写真台帳にし、PDFで事務所や施主に送る機能のご案内です。作る手順と、公共工事の提出に使う御用達DXとの使い分けをご紹介します。",
    breadcrumbs: trail("簡易台帳機能", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/appDaicho")).kokubanAppDaichoContent,
  }),
  specTableRoute({
    path: "/kokuban/spec",
    title: "現場蔵 工事黒板の動作環境と仕様",
    description:
      "現場蔵 工事黒板を使えるiOS・iPadOSの版と推奨する機種、写真の形式と画素数、黒板の様式と項目、改ざん検知の方式、iPhoneとiPadでできることの違い、連携するソフトをまとめた仕様のページです。導入前にご確認ください。",
    breadcrumbs: trail("動作環境と仕様", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/spec")).kokubanSpecContent,
  }),
  standardRoute({
    path: "/kokuban/licensekey",
    title: "工事黒板アプリのライセンスキーの入力方法",
    description:
      "現場蔵 工事黒板のライセンスを購入したあと、メールで届く16文字のライセンスキーをアプリに入力して製品版に切り替える手順をご案内します。機種を変更するときの認証の解除と、入力できないときの確認点もまとめました。",
    breadcrumbs: trail("ライセンスキーの入力", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/licenceKey")).kokubanLicenceKeyContent,
  }),
  goyoCampaignRoute({
    path: "/kokuban/campaigns/2000review",
    title: "工事黒板アプリ レビュー2,000件記念キャンペーン",
    description:
      "App Storeの現場蔵 工事黒板のレビューが2,000件に届いたことを記念して、2019年6月から7月に実施したキャンペーンです。レビューを投稿した方への抽選の特典と、年間ライセンスの1か月延長をご用意しました。終了しています。",
    breadcrumbs: trail("レビュー2,000件記念キャンペーン", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/campaigns")).kokuban2000ReviewContent,
  }),
  goyoCampaignRoute({
    path: "/kokuban/campaigns/10000review",
    title: "工事黒板アプリ レビュー1万件記念キャンペーン",
    description:
      "App Storeの現場蔵 工事黒板のレビューが1万件に届いたことを記念して、2023年10月から11月に実施したキャンペーンです。レビューを投稿した方への抽選の特典と、新しく導入する会社への初年度の割引をご用意しました。終了しています。",
    breadcrumbs: trail("レビュー1万件記念キャンペーン", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/campaigns")).kokuban10000ReviewContent,
  }),
  standardRoute({
    path: "/kokuban_situation",
    title: "電子小黒板の利用状況と国のルール",
    description:
      "電子小黒板が2017年に国の工事で使えるようになった経緯、自治体の工事への広がり、写真の改ざんを確かめるハッシュ値の仕組み、業界での普及の調査結果を、これから導入を検討する方向けにまとめました。",
    breadcrumbs: trail("電子小黒板の利用状況", crumbs.kokuban),
    content: async () => (await import("../../content/kokuban/situation")).kokubanSituationContent,
  }),
];
