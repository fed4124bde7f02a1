import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defineForms, fillPathPattern, form, thanksPathFor } from "./defineForm";
import { formSchemas } from "./formKinds";

const forms = defineForms({
  contact_for_pad: form("contact", "現場蔵Padのお問い合わせ", "/contact/for_pad"),
  case_download: form("download", "導入事例のダウンロード", "/case/:caseId/download", {
    schema: "caseDownload",
  }),
  seminar_registration: form("seminar", "セミナーのお申し込み", "/seminar/:seminarId", {
    thanksPath: "/seminar/seminar_thanks",
  }),
  test_contact: form("contact", "【テスト】お問い合わせ", "/test_prod/contact", { test: true }),
});

describe("defineForms", () => {
  it("fills each form's id, its kind's schema and its page's thanks path", () => {
    expect(forms.contact_for_pad).toEqual({
      id: "contact_for_pad",
      kind: "contact",
      schema: "contact",
      label: "現場蔵Padのお問い合わせ",
      pagePath: "/contact/for_pad",
      thanksPath: "/contact/for_pad/thanks",
    });
    expect(forms.case_download.schema).toBe("caseDownload");
    expect(forms.seminar_registration).toMatchObject({
      schema: "seminar",
      thanksPath: "/seminar/seminar_thanks",
    });
    expect(forms.test_contact.test).toBe(true);
  });

  it("is plain data, the same after a trip through JSON (a page's payload)", () => {
    expect(JSON.parse(JSON.stringify(forms))).toEqual(forms);
  });

  it("names only schemas that exist, each refusing an empty submission", () => {
    for (const schema of Object.values(formSchemas)) expect(v.safeParse(schema, {}).success).toBe(false);
  });
});

describe("thanksPathFor", () => {
  it("fills path parameters from the submitted value and refuses unsafe ones", () => {
    expect(thanksPathFor(forms.case_download, { caseId: "021" })).toBe("/case/021/download/thanks");
    expect(thanksPathFor(forms.case_download, { caseId: "../admin" })).toBeUndefined();
    expect(thanksPathFor(forms.case_download, {})).toBeUndefined();
    expect(fillPathPattern("/contact/thanks", {})).toBe("/contact/thanks");
  });
});
