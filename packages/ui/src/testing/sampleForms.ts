import { defineForms } from "@genbagura/forms/defineForm";

/** For the kit's tests: forms declared as apps declare theirs, one of every shared schema and kind. */
export const sampleForms = defineForms({
  contact: { kind: "contact", label: "お問い合わせ", pagePath: "/contact" },
  document: { kind: "document", label: "資料請求", pagePath: "/document" },
  request: { kind: "request", label: "無料トライアル・お見積もりのお申し込み", pagePath: "/request" },
  ordermade_hyoushi: { kind: "order", label: "表紙オーダーメイドのご依頼", pagePath: "/ordermade/hyoushi" },
  survey: { kind: "survey", label: "アンケート", pagePath: "/survey" },
  download_firstguide: {
    kind: "download",
    label: "はじめてガイドのダウンロード",
    pagePath: "/download/firstguide",
  },
  case_download: {
    kind: "download",
    schema: "caseDownload",
    label: "導入事例のダウンロード",
    pagePath: "/case/:caseId/download",
  },
  seminar_registration: {
    kind: "seminar",
    label: "セミナーのお申し込み",
    pagePath: "/seminar/:seminarId",
    thanksPath: "/seminar/seminar_thanks",
  },
  seminar_recording: {
    kind: "seminar",
    schema: "seminarRecording",
    label: "セミナー録画の視聴お申し込み",
    pagePath: "/seminar/archive/:seminarId",
  },
  hojokin_consultation: { kind: "consultation", label: "IT導入補助金のご相談", pagePath: "/hojokin/it2025" },
});
