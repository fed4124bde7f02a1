import { defineForms, form } from "@genbagura/forms/defineForm";

/** Support's forms: contact, document requests, trials and estimates, surveys and guide downloads. */
export const forms = defineForms({
  contact: form("contact", "お問い合わせ", "/contact"),
  contact_for_enterprise: form("contact", "法人・大規模導入のお問い合わせ", "/contact/for_enterprise"),
  contact_for_pad: form("contact", "現場蔵Padのお問い合わせ", "/contact/for_pad"),
  contact_for_tough_tablet: form("contact", "タフネスタブレットのお問い合わせ", "/contact/for_tough_tablet"),
  contact_kokuban_ai: form("contact", "AI工事黒板のお問い合わせ", "/contact/kokuban_ai"),
  document: form("document", "資料請求", "/document"),
  document_pad: form("document", "現場蔵Padの資料請求", "/document/pad"),
  document_product_cam: form("document", "現場蔵カメラの資料請求", "/document/product_cam"),
  document_product_pad_mini: form("document", "現場蔵Pad Miniの資料請求", "/document/product_pad_mini"),
  document_product_pad_tough_10: form(
    "document",
    "現場蔵Pad Tough 10の資料請求",
    "/document/product_pad_tough_10",
  ),
  document_product_pad_tough: form("document", "現場蔵Pad Toughの資料請求", "/document/product_pad_tough"),
  document_product_pad: form("document", "現場蔵Pad 製品資料の請求", "/document/product_pad"),
  document_product_pocket_tough: form(
    "document",
    "現場蔵Pocket Toughの資料請求",
    "/document/product_pocket_tough",
  ),
  document_product_pocket: form("document", "現場蔵Pocketの資料請求", "/document/product_pocket"),
  document_tough_tablet: form("document", "タフネスタブレットの資料請求", "/document/tough_tablet"),
  request: form("request", "無料トライアル・お見積もりのお申し込み", "/request"),
  survey: form("survey", "アンケート", "/survey"),
  first_trial_survey: form("survey", "無料トライアルご利用アンケート", "/support/survey/first_trial"),
  download_cals_guide: form("download", "電子納品(CALS/EC)ガイドのダウンロード", "/download/cals_guide"),
  download_dx_firstguide: form(
    "download",
    "御用達DX はじめてガイドのダウンロード",
    "/download/dx_firstguide",
  ),
  download_dx_ios_firstguide: form(
    "download",
    "御用達DX iOS版 はじめてガイドのダウンロード",
    "/download/dx_ios_firstguide",
  ),
  download_firstguide: form("download", "はじめてガイドのダウンロード", "/download/firstguide"),
  download_firstguide_ios: form("download", "はじめてガイド iOS版のダウンロード", "/download/firstguide-ios"),
  download_document: form("download", "資料ダウンロード", "/download_document"),
});

export type SupportFormId = keyof typeof forms;
