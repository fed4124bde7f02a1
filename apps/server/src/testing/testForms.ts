import { defineForms, form } from "@genbagura/forms";
import { buildFormTable, type FormTable } from "../marketing/forms/formTable";

/** Forms as apps declare them, for the API's tests (the real ones are the apps' `src/forms.ts`). */
export const testForms = defineForms({
  contact: form("contact", "お問い合わせ", "/contact"),
  survey: form("survey", "アンケート", "/survey"),
  download_cals_guide: form("download", "電子納品(CALS/EC)ガイドのダウンロード", "/download/cals_guide"),
  case_download: form("download", "導入事例のダウンロード", "/case/:caseId/download", {
    schema: "caseDownload",
  }),
  test_contact: form("contact", "【テスト】お問い合わせ", "/test_prod/contact", { test: true }),
});

/** The table the origin would build from one app's bundle declaring `testForms`. */
export function testFormTable(): FormTable {
  return buildFormTable([{ app: "support", module: { forms: testForms } }]).table;
}
