import { declaredForm, defineForms, type FormDefinition } from "@genbagura/forms/defineForm";

/** Support's forms: contact, document requests, trials and estimates, surveys and guide downloads. */
export const forms = defineForms({
  contact: { kind: "contact", label: "お問い合わせ", pagePath: "/contact" },
  contact_for_enterprise: {
    kind: "contact",
    label: "法人・大規模導入のお問い合わせ",
    pagePath: "/contact/for_enterprise",
  },
  contact_for_pad: { kind: "contact", label: "現場蔵Padのお問い合わせ", pagePath: "/contact/for_pad" },
  contact_for_tough_tablet: {
    kind: "contact",
    label: "タフネスタブレットのお問い合わせ",
    pagePath: "/contact/for_tough_tablet",
  },
  contact_kokuban_ai: { kind: "contact", label: "AI工事黒板のお問い合わせ", pagePath: "/contact/kokuban_ai" },
  document: { kind: "document", label: "資料請求", pagePath: "/document" },
  document_pad: { kind: "document", label: "現場蔵Padの資料請求", pagePath: "/document/pad" },
  document_product_cam: {
    kind: "document",
    label: "現場蔵カメラの資料請求",
    pagePath: "/document/product_cam",
  },
  document_product_pad_mini: {
    kind: "document",
    label: "現場蔵Pad Miniの資料請求",
    pagePath: "/document/product_pad_mini",
  },
  document_product_pad_tough_10: {
    kind: "document",
    label: "現場蔵Pad Tough 10の資料請求",
    pagePath: "/document/product_pad_tough_10",
  },
  document_product_pad_tough: {
    kind: "document",
    label: "現場蔵Pad Toughの資料請求",
    pagePath: "/document/product_pad_tough",
  },
  document_product_pad: {
    kind: "document",
    label: "現場蔵Pad 製品資料の請求",
    pagePath: "/document/product_pad",
  },
  document_product_pocket_tough: {
    kind: "document",
    label: "現場蔵Pocket Toughの資料請求",
    pagePath: "/document/product_pocket_tough",
  },
  document_product_pocket: {
    kind: "document",
    label: "現場蔵Pocketの資料請求",
    pagePath: "/document/product_pocket",
  },
  document_tough_tablet: {
    kind: "document",
    label: "タフネスタブレットの資料請求",
    pagePath: "/document/tough_tablet",
  },
  request: { kind: "request", label: "無料トライアル・お見積もりのお申し込み", pagePath: "/request" },
  survey: { kind: "survey", label: "アンケート", pagePath: "/survey" },
  first_trial_survey: {
    kind: "survey",
    label: "無料トライアルご利用アンケート",
    pagePath: "/support/survey/first_trial",
  },
  download_cals_guide: {
    kind: "download",
    label: "電子納品(CALS/EC)ガイドのダウンロード",
    pagePath: "/download/cals_guide",
  },
  download_dx_firstguide: {
    kind: "download",
    label: "御用達DX はじめてガイドのダウンロード",
    pagePath: "/download/dx_firstguide",
  },
  download_dx_ios_firstguide: {
    kind: "download",
    label: "御用達DX iOS版 はじめてガイドのダウンロード",
    pagePath: "/download/dx_ios_firstguide",
  },
  download_firstguide: {
    kind: "download",
    label: "はじめてガイドのダウンロード",
    pagePath: "/download/firstguide",
  },
  download_firstguide_ios: {
    kind: "download",
    label: "はじめてガイド iOS版のダウンロード",
    pagePath: "/download/firstguide-ios",
  },
  download_document: { kind: "download", label: "資料ダウンロード", pagePath: "/download_document" },
});

export type SupportFormId = keyof typeof forms;

/** The form a page's content names by id (content cannot import this module); an unknown id fails the render. */
export const supportForm = (formId: string): FormDefinition => declaredForm(forms, formId, "support");
