import { defineForms, form } from "@genbagura/forms/defineForm";

/** For the kit's tests: forms declared as apps declare theirs, one of every shared schema and kind. */
export const sampleForms = defineForms({
  contact: form("contact", "お問い合わせ", "/contact"),
  document: form("document", "資料請求", "/document"),
  request: form("request", "無料トライアル・お見積もりのお申し込み", "/request"),
  software_trial: form("request", "無料トライアルのお申し込み(広告ページ)", "/adlp/cloud_app", {
    schema: "softwareTrial",
  }),
  ordermade_hyoushi: form("order", "表紙オーダーメイドのご依頼", "/ordermade/hyoushi"),
  survey: form("survey", "アンケート", "/survey"),
  download_firstguide: form("download", "はじめてガイドのダウンロード", "/download/firstguide"),
  case_download: form("download", "導入事例のダウンロード", "/case/:caseId/download", {
    schema: "caseDownload",
  }),
  seminar_registration: form("seminar", "セミナーのお申し込み", "/seminar/:seminarId", {
    thanksPath: "/seminar/seminar_thanks",
  }),
  seminar_recording: form("seminar", "セミナー録画の視聴お申し込み", "/seminar/archive/:seminarId", {
    schema: "seminarRecording",
  }),
  hojokin_consultation: form("consultation", "IT導入補助金のご相談", "/hojokin/it2025"),
});
