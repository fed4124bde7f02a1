import { adLandingPage } from "./kinds";

// The server halves of the pages of ./landingRoutes.ts: never in a browser build.

export const adlpCloudApp = adLandingPage.server({
  title: "iPhoneで使える電子小黒板アプリの無料トライアル",
  description:
    "今お使いのiPhone・iPadが電子小黒板になります。黒板入りの工事写真を撮ってそのまま事務所と共有し、台帳づくりまでつなげられる現場蔵クラウドアプリを、2か月間無料でお試しください。",
  content: async () => (await import("../../content/pages/adlpCloudApp")).adlpCloudAppContent,
});

export const adlpCloudAppKokuban = adLandingPage.server({
  title: "電子小黒板アプリで黒板の書き直しをなくす",
  description:
    "事務所で作った黒板を選んで撮るだけの電子小黒板アプリです。雨の日も狭い場所でもひとりで読みやすい黒板入りの写真を撮れ、改ざん検知付きの撮影にも対応します。2か月間無料で試せます。",
  content: async () => (await import("../../content/pages/adlpKokuban")).adlpCloudAppKokubanContent,
});

export const adlpCloudAppShashin = adLandingPage.server({
  title: "工事写真の整理を撮影した日に終わらせる",
  description:
    "現場で撮った写真が撮影と同時に事務所へ届き、黒板の情報で工種ごとに仕分けられます。写真を集めて分ける作業を減らし、台帳づくりまでつなげる方法を資料で無料でご紹介します。",
  content: async () => (await import("../../content/pages/adlpShashin")).adlpCloudAppShashinContent,
});
