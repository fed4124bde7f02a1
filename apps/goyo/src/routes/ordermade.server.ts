import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";

// The server halves of the pages of ./ordermade.ts: never in a browser build.

export const ordermadeDaichoOrdermade = standardPage.server({
  title: "台帳オーダーメイドの作成例と流れ",
  description:
    "発注者指定の様式や社内独自の様式の工事写真台帳を、当社が御用達DXで使える様式に作り直す台帳オーダーメイドのご案内です。これまでに作った様式の例、料金と納期、ご依頼から納品までの流れをご紹介します。",
  content: async () => (await import("../../content/ordermade/pages")).ordermadeDaichoContent,
});

export const ordermadeDxdaicho = formPage.server({
  title: "御用達DX 台帳オーダーメイドのご依頼",
  description:
    "発注者指定の様式や社内独自の様式の工事写真台帳を、御用達DXで使える様式に当社が作る台帳オーダーメイドのご依頼フォームです。見本をお送りいただくだけで同じ様式を再現し、見本の確認から5営業日で納品します。",
  content: async () => (await import("../../content/ordermade/pages")).ordermadeDxDaichoContent,
});

export const ordermadeDxdaichoThanks = thanksPage.server({
  title: "御用達DX 台帳オーダーメイドのご依頼の受付完了",
  description:
    "御用達DXの台帳オーダーメイドのご依頼を受け付けました。2営業日以内に担当者から見本の送り方と納品までの予定をご連絡します。ご連絡までに用意しておくとよい見本や記入例、ロゴのファイルをご案内します。",
  content: async () => (await import("../../content/ordermade/pages")).ordermadeDxDaichoThanksContent,
});

export const ordermadeHyoushi = formPage.server({
  title: "工事写真台帳の表紙オーダーメイドのご依頼",
  description:
    "会社のロゴや発注者指定の工事番号・監督員の欄を入れた工事写真台帳の表紙を、当社が作る表紙オーダーメイドのご依頼フォームです。御用達2021と御用達DXのどちらでも使え、工事名や工期は台帳の設定から自動で入ります。",
  content: async () => (await import("../../content/ordermade/pages")).ordermadeHyoushiContent,
});

export const ordermadeHyoushiThanks = thanksPage.server({
  title: "表紙オーダーメイドのご依頼の受付完了",
  description:
    "工事写真台帳の表紙オーダーメイドのご依頼を受け付けました。2営業日以内に担当者からご連絡します。表紙に入れる項目の見本、実際に記入した例、会社のロゴの画像ファイルなど、ご連絡までのご準備をご案内します。",
  content: async () => (await import("../../content/ordermade/pages")).ordermadeHyoushiThanksContent,
});
