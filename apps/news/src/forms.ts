import { declaredForm, defineForms, type FormDefinition } from "@genbagura/forms/defineForm";

/** The news family's forms: seminars, case study downloads, grant consultations and advertising pages. */
export const forms = defineForms({
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
  case_download: {
    kind: "download",
    schema: "caseDownload",
    label: "導入事例のダウンロード",
    pagePath: "/case/:caseId/download",
  },
  hojokin_consultation: { kind: "consultation", label: "IT導入補助金のご相談", pagePath: "/hojokin/it2025" },
  special_hojokin_consultation: {
    kind: "consultation",
    label: "補助金活用のご相談",
    pagePath: "/special/hojokin",
  },
  kensetsunews_report: {
    kind: "download",
    label: "建設業界レポートのダウンロード",
    pagePath: "/kensetsunews/report",
  },
  adlp_denkou: {
    kind: "download",
    label: "電気工事業向け資料のダウンロード",
    pagePath: "/adlp/denkou20220215",
  },
});

export type NewsFormId = keyof typeof forms;

/** The form a page's content names by id (content cannot import this module); an unknown id fails the render. */
export const newsForm = (formId: string): FormDefinition => declaredForm(forms, formId, "news");
