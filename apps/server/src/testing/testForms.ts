import { defineForms } from "@genbagura/forms";
import { buildFormTable, type FormTable } from "../forms/formTable";

/** Forms as apps declare them, for the API's tests (the real ones are the apps' `src/forms.ts`). */
export const testForms = defineForms({
  contact: { kind: "contact", label: "お問い合わせ", pagePath: "/contact" },
  survey: { kind: "survey", label: "アンケート", pagePath: "/survey" },
  download_cals_guide: {
    kind: "download",
    label: "電子納品(CALS/EC)ガイドのダウンロード",
    pagePath: "/download/cals_guide",
  },
  case_download: {
    kind: "download",
    schema: "caseDownload",
    label: "導入事例のダウンロード",
    pagePath: "/case/:caseId/download",
  },
  test_contact: {
    kind: "contact",
    label: "【テスト】お問い合わせ",
    pagePath: "/test_prod/contact",
    test: true,
  },
});

/** The table the origin would build from one app's bundle declaring `testForms`. */
export function testFormTable(): FormTable {
  return buildFormTable([{ app: "support", module: { forms: testForms } }]).table;
}
