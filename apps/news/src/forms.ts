import { adForm, defineForms, form } from "@genbagura/forms/defineForm";

/** The news family's forms: seminars, case study downloads, grant consultations and advertising pages. */
export const forms = defineForms({
  seminar_registration: form("seminar", "セミナーのお申し込み", "/seminar/:seminarId", {
    thanksPath: "/seminar/seminar_thanks",
  }),
  seminar_recording: form("seminar", "セミナー録画の視聴お申し込み", "/seminar/archive/:seminarId", {
    schema: "seminarRecording",
  }),
  case_download: form("download", "導入事例のダウンロード", "/case/:caseId/download", {
    schema: "caseDownload",
  }),
  hojokin_consultation: form("consultation", "IT導入補助金のご相談", "/hojokin/it2025"),
  special_hojokin_consultation: form("consultation", "補助金活用のご相談", "/special/hojokin"),
  kensetsunews_report: form("download", "建設業界レポートのダウンロード", "/kensetsunews/report"),
  adlp_denkou: form("download", "電気工事業向け資料のダウンロード", "/adlp/denkou20220215"),
  // The advertising pages' short forms, one per page so a lead names its ad; each lands on the thanks
  // page of the form the page used to link to.
  adlp_2024: adForm(
    "request",
    "無料トライアルのお申し込み(2024年問題の広告ページ)",
    "/adlp/2024",
    "softwareTrial",
  ),
  adlp_itsystem: adForm("document", "製品資料の請求(ITシステム導入の広告ページ)", "/adlp/itsystem"),
  adlp_photo: adForm(
    "request",
    "無料トライアルのお申し込み(工事写真整理の広告ページ)",
    "/adlp/photo",
    "softwareTrial",
  ),
  adlp_case_023: form("download", "導入事例023の資料のダウンロード(広告ページ)", "/adlp/case/023", {
    schema: "caseDownload",
    thanksPath: "/case/:caseId/download/thanks",
  }),
});

export type NewsFormId = keyof typeof forms;
