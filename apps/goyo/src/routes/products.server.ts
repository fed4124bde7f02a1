import { productPage, specTablePage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { withGoyoCustomers } from "../load/customerWall";
import { formPage } from "./kinds";
import { goyoProductMeta } from "./kinds.server";

// The server halves of the pages of ./products.ts: never in a browser build.

export const goyo = productPage.server({
  title: "現場蔵 御用達 工事写真台帳ソフト",
  description:
    "工事写真をパソコンで工種ごとに整理して台帳を作るソフト、現場蔵 御用達のご案内です。御用達2021の販売とサポートは終了しました。台帳のデータを後継の御用達DXへ移す方法と、御用達DXの価格をご案内します。",
  content: async () => (await import("../../content/goyo/top")).goyoTopContent,
});

export const goyoDx = productPage.server({
  title: "現場蔵 御用達DX",
  description:
    "電子小黒板の工種・種別・細別・測点を読み取って写真を自動で仕分け、工事写真台帳を自動作成するPC用ソフト、現場蔵 御用達DXのご案内です。撮り忘れの表示、電子納品のチェック、価格と動作環境をご紹介します。",
  meta: goyoProductMeta("goyo-dx"),
  content: async ({ context }) =>
    withGoyoCustomers((await import("../../content/goyo/dx")).goyoDxContent, context),
});

export const goyoDxCompare = specTablePage.server({
  title: "御用達と御用達DXの機能と価格の比較",
  description:
    "販売とサポートを終えた現場蔵 御用達2021と、後継の現場蔵 御用達DXを、写真の仕分け、台帳の自動作成、電子納品、クラウドや出来形アプリとの連携の項目で比べた表です。移行の参考にしてください。",
  content: async () => (await import("../../content/goyo/dxCompare")).goyoDxCompareContent,
});

export const goyo18 = standardPage.server({
  title: "現場蔵 御用達2018のサポート終了と移行のご案内",
  description:
    "現場蔵 御用達2018のサポートは2022年3月31日に終了しました。今も使える機能と注意点、後継の御用達DXへ台帳のデータを移す手順と価格をご案内します。移行の前には、工事ごとのバックアップもお忘れなく。",
  content: async () => (await import("../../content/goyo/goyo18")).goyo18Content,
});

export const goyoBackup = productPage.server({
  title: "御用達の写真と台帳のバックアップ機能",
  description:
    "現場蔵 御用達と御用達DXは、写真と工事写真台帳をソフトを閉じるたびに自動でバックアップし、7日分の状態から選んで戻せます。保存先の選び方、設定の手順、パソコンが故障したときの戻し方をご案内します。",
  content: async () => (await import("../../content/goyo/backup")).goyoBackupContent,
});

export const goyoCals = productPage.server({
  title: "御用達の電子納品(CALS/EC)データ作成機能",
  description:
    "現場蔵 御用達と御用達DXは、デジタル写真管理情報基準に沿ったフォルダとファイル名、写真管理ファイルを出力し、納品前にファイル名や画素数、代表写真の誤りを自動でチェックします。電子納品の流れをご案内します。",
  content: async () => (await import("../../content/goyo/cals")).goyoCalsContent,
});

export const goyoCloudalbum = productPage.server({
  title: "クラウドアルバムで工事写真台帳をWeb共有",
  description:
    "御用達で作った工事写真台帳をWebのアルバムにして、発注者や施主、協力会社とブラウザで共有できるクラウドアルバムのご案内です。パスワードと公開期間の設定、スマートフォンでの見え方、無料で使える範囲をご紹介します。",
  content: async () => (await import("../../content/goyo/cloudAlbum")).goyoCloudAlbumContent,
});

export const goyoCloudalbumPremium = productPage.server({
  title: "クラウドアルバム プレミアムの機能と料金",
  description:
    "クラウドアルバム プレミアムは、公開できるアルバムの数を無制限にし、保存容量を100 GBに広げる有料プランです。閲覧の記録や会社のロゴの表示、最長1年の公開期間など、無料の範囲との違いと料金をご案内します。",
  content: async () => (await import("../../content/goyo/cloudAlbumPremium")).goyoCloudAlbumPremiumContent,
});

export const goyoDaicho = productPage.server({
  title: "御用達の工事写真台帳の様式と印刷機能",
  description:
    "現場蔵 御用達で作れる工事写真台帳の様式のご案内です。1ページ2枚・3枚・6枚の様式、営繕工事の様式、表紙と目次の自動作成、黒板の内容から入る説明文、PDFとExcelへの書き出し、独自様式のオーダーメイドをご紹介します。",
  content: async () => (await import("../../content/goyo/daicho")).goyoDaichoContent,
});

export const goyoTrial = formPage.server({
  title: "御用達DXの無料体験のお申し込み",
  description:
    "現場蔵 御用達DXのすべての機能を2か月間無料で使える体験版のお申し込みページです。お申し込みから1営業日以内に、ダウンロード用のアドレスと体験用のライセンスキーをメールでお送りします。",
  content: async () => (await import("../../content/goyo/trial")).goyoTrialContent,
});

export const goyoTrialThanks = thanksPage.server({
  title: "御用達DXの無料体験のお申し込み完了",
  description:
    "現場蔵 御用達DXの無料体験のお申し込みを受け付けました。体験用のライセンスキーが届くまでの流れと、パソコンの条件や用意しておくと便利な写真など、体験を始める前の準備をご案内します。",
  content: async () => (await import("../../content/goyo/trial")).goyoTrialThanksContent,
});

export const changeguideGoyo2020 = standardPage.server({
  title: "御用達2020から御用達DXへの乗り換えガイド",
  description:
    "現場蔵 御用達2020から、台帳を自動で作れる現場蔵 御用達DXへ乗り換える手順のガイドです。台帳のデータの書き出しと読み込み、進行中の工事の扱い、ライセンス認証の解除、乗り換えの費用をまとめました。",
  content: async () => (await import("../../content/goyo/changeGuide2020")).changeGuide2020Content,
});

export const dekigata = productPage.server({
  title: "現場蔵 出来形 出来形管理アプリ",
  description:
    "完成した構造物の測定値を現場でiPadに記録し、設計値との差をその場で確かめられる出来形管理アプリ、現場蔵 出来形のご案内です。出来形管理写真のひも付け、図表のPDF出力、御用達DXとの連携をご紹介します。",
  meta: goyoProductMeta("dekigata"),
  content: async ({ context }) =>
    withGoyoCustomers((await import("../../content/dekigata/top")).dekigataTopContent, context),
});

export const dekigataApp = productPage.server({
  title: "現場蔵 出来形アプリの入手方法と動作環境",
  description:
    "iPad用の出来形管理アプリ、現場蔵 出来形の入手方法と動作環境のご案内です。App Storeからの入手と30日間の無料体験、対応するiPadOSと機種、通信のない現場での記録、使い始めるまでの手順をまとめました。",
  content: async () => (await import("../../content/dekigata/app")).dekigataAppContent,
});
