import { cloudProductPage } from "./kinds";

// The server halves of the pages of ./appRoutes.ts: never in a browser build.

export const cloudApp = cloudProductPage.server({
  title: "現場蔵クラウドアプリ(iPhone・iPad)",
  description:
    "現場蔵クラウドアプリは、電子小黒板入りの工事写真の撮影、図面の確認、日報の送信、現場チャットをiPhone・iPadでまとめて行える無料アプリです。電波のない場所でも撮影できます。",
  content: async () => (await import("../../content/pages/app")).cloudAppContent,
});

export const cloudAppCompare = cloudProductPage.server({
  title: "現場蔵クラウドアプリの無料版と有料版の違い",
  description:
    "現場蔵クラウドアプリの無料版と有料版で使える機能を比べました。有料プランのライセンスを割り当てると、改ざん検知付きの撮影や黒板による写真の自動仕分けなどが使えるようになります。",
  content: async () => (await import("../../content/pages/appCompare")).cloudAppCompareContent,
});

export const cloudAppCompareLicense = cloudProductPage.server({
  title: "現場蔵クラウドアプリのライセンス",
  description:
    "現場蔵クラウドアプリの有料版は、会社で契約した有料プランのライセンスを社員に割り当てて使います。割り当て方、プランごとのライセンス数と料金、協力会社への割り当てをご案内します。",
  content: async () => (await import("../../content/pages/appLicense")).cloudAppLicenseContent,
});

export const cloudAppCompareTrial = cloudProductPage.server({
  title: "現場蔵クラウドの無料トライアル",
  description:
    "現場蔵クラウドとアプリのスタンダードプランの機能を、2か月間無料でお試しいただけます。お申し込みはメールアドレスだけで、クレジットカードの登録は不要、期間後に自動で課金されることもありません。",
  content: async () => (await import("../../content/pages/appTrial")).cloudAppTrialContent,
});
