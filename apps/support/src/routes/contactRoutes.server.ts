import { entryByPath } from "@genbagura/routing/routeKit";
import { firstReplyWithin } from "@genbagura/ui";
import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";

// The server halves of the pages of ./contactRoutes.ts: never in a browser build.

const forms = () => import("../../content/contact").then((module) => module.contactFormPages);
const thanks = () => import("../../content/contact").then((module) => module.contactThanksPages);
const hub = () => import("../../content/contact").then((module) => module.contactHubPages);

export const contact = formPage.server({
  title: "お問い合わせ",
  description: `現場蔵クラウド、工事黒板アプリ、御用達、現場蔵Padシリーズの機能や料金、導入の進め方についてのお問い合わせフォームです。担当者が原則${firstReplyWithin}にご連絡します。`,
  content: entryByPath(forms),
});

export const contactThanks = thanksPage.server({
  title: "お問い合わせの受付完了",
  description: `お問い合わせの受付が完了したことをお知らせするページです。受付メールの確認方法と、担当者から原則${firstReplyWithin}にご連絡するまでの流れ、お急ぎの場合の電話窓口をご案内します。`,
  content: entryByPath(thanks),
});

export const contactForEnterprise = formPage.server({
  title: "法人・大規模導入のお問い合わせ",
  description:
    "全社や複数の支店で現場蔵をまとめて導入する会社さま向けのお問い合わせフォームです。一括見積もり、請求書払い、セキュリティ審査への対応、支店ごとの操作説明会をご相談いただけます。",
  content: entryByPath(forms),
});

export const contactForEnterpriseThanks = thanksPage.server({
  title: "法人・大規模導入のお問い合わせの受付完了",
  description:
    "法人・大規模導入についてのお問い合わせを受け付けたことをお知らせするページです。担当者からのご連絡、台数やセキュリティ審査についてのお打ち合わせ、お見積もりまでの流れをご案内します。",
  content: entryByPath(thanks),
});

export const contactForPad = formPage.server({
  title: "現場蔵Padのお問い合わせ",
  description:
    "工事写真専用タブレット現場蔵Padシリーズについてのお問い合わせフォームです。機種の選び方、必要な台数、貸し出し機での試用、御用達やクラウドとの連携についてご相談いただけます。",
  content: entryByPath(forms),
});

export const contactForPadThanks = thanksPage.server({
  title: "現場蔵Padのお問い合わせの受付完了",
  description:
    "現場蔵Padについてのお問い合わせを受け付けたことをお知らせするページです。受付メールの確認方法と、担当者からのご連絡、貸し出し機のご案内までの流れを説明します。",
  content: entryByPath(thanks),
});

export const contactForToughTablet = formPage.server({
  title: "タフネスタブレットのお問い合わせ",
  description:
    "雨や粉じん、落下の多い現場向けの現場蔵Pad Tough、Pad Tough 10、Pad Mini Tough、Pocket Toughについてのお問い合わせフォームです。現場の条件に合う機種をご案内します。",
  content: entryByPath(forms),
});

export const contactForToughTabletThanks = thanksPage.server({
  title: "タフネスタブレットのお問い合わせの受付完了",
  description:
    "タフネスタブレットについてのお問い合わせを受け付けたことをお知らせするページです。担当者からのご連絡と、現場の条件に合う機種のご提案、お見積もりまでの流れをご案内します。",
  content: entryByPath(thanks),
});

export const contactKokubanAi = formPage.server({
  title: "AI工事黒板のお問い合わせ",
  description:
    "カメラを向けた場面から黒板の項目を推定して入力する、現場蔵 AI工事黒板についてのお問い合わせフォームです。現場蔵カメラと現場蔵Padシリーズでの導入のご相談とお見積もりのご依頼を受け付けています。",
  content: entryByPath(forms),
});

export const contactKokubanAiThanks = thanksPage.server({
  title: "AI工事黒板のお問い合わせの受付完了",
  description:
    "AI工事黒板についてのお問い合わせを受け付けたことをお知らせするページです。担当者からのご連絡と、導入のご相談やお見積もりまでの流れ、お急ぎの場合の電話窓口を説明します。",
  content: entryByPath(thanks),
});

export const contactAll = standardPage.server({
  title: "お問い合わせ窓口のご案内",
  description:
    "導入や料金のご相談、法人での大規模導入、資料請求、無料トライアル、ご利用中の製品のサポートまで、ご用件に合うお問い合わせ窓口を選べるページです。電話窓口の受付時間もご案内します。",
  content: entryByPath(hub),
});
