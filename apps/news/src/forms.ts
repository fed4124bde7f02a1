import { defineForms, form } from "@genbagura/forms/defineForm";

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
});

export type NewsFormId = keyof typeof forms;
