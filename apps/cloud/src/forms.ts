import { adForm, defineForms } from "@genbagura/forms/defineForm";

/**
 * The cloud's forms: the short forms of its advertising pages, one per page so a lead names its ad. Each
 * lands on the thanks page of the form the page used to link to (the trial's, the document request's).
 */
export const forms = defineForms({
  adlp_cloud_app: adForm(
    "request",
    "現場蔵クラウドアプリ 無料トライアルのお申し込み(広告ページ)",
    "/adlp/cloud_app",
    "softwareTrial",
  ),
  adlp_cloud_app_kokuban: adForm(
    "request",
    "電子小黒板アプリ 無料トライアルのお申し込み(広告ページ)",
    "/adlp/cloud_app/kokuban",
    "softwareTrial",
  ),
  adlp_cloud_app_shashin: adForm(
    "document",
    "現場蔵クラウドの資料請求(広告ページ)",
    "/adlp/cloud_app/shashin",
  ),
});
