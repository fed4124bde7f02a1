import { thanksPage } from "@genbagura/ui/pageKinds";
import { adLandingPage, formPage } from "./kinds";

// The server halves of the pages of ./landing.ts: never in a browser build.

export const adlpGoyodx = adLandingPage.server({
  title: "工事写真台帳を並べる作業をなくす御用達DX",
  description:
    "電子小黒板で撮った写真を取り込むだけで、工種・種別・細別・測点の順に写真が並んだ工事写真台帳ができる現場蔵 御用達DXを、2か月間すべての機能で無料でお試しいただけます。体験の条件もご案内します。",
  content: async () => (await import("../../content/landing/goyoDx")).adlpGoyoDxContent,
});

export const adlpProductsGoyoDx01 = adLandingPage.server({
  title: "写真の仕事を減らして残業の上限を守る御用達DX",
  description:
    "2024年4月から建設業にも適用された時間外労働の上限を守るために、写真の整理と台帳づくりを短くする現場蔵 御用達DXのご案内です。事務所との分担や書類の作り直しを減らす仕組みと、お見積もりの条件をご紹介します。",
  content: async () => (await import("../../content/landing/goyoDx")).adlpGoyoDx01Content,
});

export const adlpProductsGoyo = adLandingPage.server({
  title: "工事写真台帳ソフト 御用達から御用達DXへ",
  description:
    "買い切りの工事写真台帳ソフト、現場蔵 御用達2021の販売とサポートは終了しました。分類・様式・電子納品の機能を引き継ぐ後継の御用達DXと、台帳のデータの移し方、2か月間の無料体験をご案内します。",
  content: async () => (await import("../../content/landing/goyo")).adlpGoyoContent,
});

export const adlpKokuban = adLandingPage.server({
  title: "iPhone・iPadで始める電子小黒板 工事黒板アプリ",
  description:
    "社員が持っているiPhoneやiPadで、今日から電子小黒板を始められる現場蔵 工事黒板のご案内です。黒板持ちのいらない撮影、改ざん検知への対応、御用達DXでの台帳の自動作成をまとめた資料を無料でお送りします。",
  content: async () => (await import("../../content/landing/kokuban")).adlpKokubanContent,
});

export const adlpKokubanRequest = formPage.server({
  title: "工事黒板アプリの資料請求",
  description:
    "iPhone・iPad用の電子小黒板アプリ、現場蔵 工事黒板の資料請求のページです。約300種類の黒板の様式の一覧、発注者との協議に使う工事打合せ簿の記入例、御用達DXとの連携の流れをまとめた資料を無料でお送りします。",
  content: async () => (await import("../../content/landing/kokubanRequest")).adlpKokubanRequestContent,
});

export const adlpKokubanThanks = thanksPage.server({
  title: "工事黒板アプリの資料請求の受付完了",
  description:
    "現場蔵 工事黒板の資料請求を受け付けました。資料のPDFをダウンロードできるアドレスをメールでお送りしています。アプリの無料体験の始め方、発注者との協議、台帳づくりへのつなげ方など、次の一歩をご案内します。",
  content: async () => (await import("../../content/landing/kokubanRequest")).adlpKokubanThanksContent,
});

export const adlpShoKokuban = adLandingPage.server({
  title: "木製の小黒板から電子小黒板への切り替え",
  description:
    "工事写真に写し込む木製の小黒板を電子小黒板に切り替えると、チョークでの書き直し、黒板を持つ人手、雨でにじむ文字の悩みがなくなります。公共工事で使うときの確認点と、端末の選び方の資料をご案内します。",
  content: async () => (await import("../../content/landing/kokuban")).adlpShoKokubanContent,
});
