import { formSchemas } from "@genbagura/forms";
import { describe, expect, it } from "vitest";
import { sampleForms } from "../testing/sampleForms";
import { fieldCatalogue, sectionPlans } from "./fieldCatalogue";
import { type FieldSpec, leadFormLayout } from "./formLayout";

function fieldsOf(formId: Parameters<typeof leadFormLayout>[0]): FieldSpec[] {
  return leadFormLayout(formId).sections.flatMap((section) =>
    section.rows.flatMap((row) => (row.kind === "pair" ? [...row.fields] : [row.field])),
  );
}

describe("leadFormLayout", () => {
  it("knows how to show every field of every form", () => {
    const shown = Object.values(sampleForms);
    expect(new Set(shown.map((form) => form.schema))).toEqual(new Set(Object.keys(formSchemas)));
    for (const form of shown) expect(() => leadFormLayout(form), form.id).not.toThrow();
  });

  it("places every catalogue field in a section", () => {
    const planned = sectionPlans.flatMap((plan) => plan.fields);
    expect([...planned].sort()).toEqual(Object.keys(fieldCatalogue).sort());
  });

  it("orders the contact form as people read it, with the consent last", () => {
    expect(leadFormLayout(sampleForms.contact).fieldOrder).toEqual([
      "companyName",
      "department",
      "jobTitle",
      "lastName",
      "firstName",
      "lastNameKana",
      "firstNameKana",
      "email",
      "emailConfirm",
      "phone",
      "industry",
      "employees",
      "message",
      "consent",
    ]);
  });

  it("reads required marks and limits from the schema", () => {
    const contact = new Map(fieldsOf(sampleForms.contact).map((field) => [field.name, field]));
    expect(contact.get("companyName")).toMatchObject({ required: true, maxLength: 100 });
    expect(contact.get("department")).toMatchObject({ required: false, maxLength: 100 });
    expect(contact.get("message")).toMatchObject({
      label: "お問い合わせ内容",
      required: true,
      maxLength: 2000,
    });
    const documentRequest = new Map(fieldsOf(sampleForms.document).map((field) => [field.name, field]));
    expect(documentRequest.get("message")).toMatchObject({
      label: "ご質問・ご要望",
      required: false,
      maxLength: 1000,
    });
  });

  it("groups 姓・名 and セイ・メイ in pairs", () => {
    const [person] = leadFormLayout(sampleForms.download_firstguide).sections;
    const pairs = person?.rows
      .filter((row) => row.kind === "pair")
      .map((row) => row.kind === "pair" && row.legend);
    expect(pairs).toEqual(["氏名", "フリガナ"]);
  });

  it("names the address section after what the form does with it", () => {
    expect(leadFormLayout(sampleForms.document).sections.map((section) => section.legend)).toContain(
      "資料の送付先",
    );
    expect(
      leadFormLayout(sampleForms.hojokin_consultation).sections.map((section) => section.legend),
    ).toContain("所在地");
  });

  it("hides the fields the page supplies and the ones it fixes", () => {
    const seminar = leadFormLayout(sampleForms.seminar_registration);
    expect(seminar.hiddenFields).toEqual(["seminarId"]);
    expect(seminar.fieldOrder).not.toContain("seminarId");
    const fixed = leadFormLayout(sampleForms.contact, ["industry"]);
    expect(fixed.hiddenFields).toEqual(["industry"]);
    expect(fixed.fieldOrder).not.toContain("industry");
  });

  it("never shows the tracking fields or the spam guards", () => {
    for (const form of Object.values(sampleForms)) {
      const { fieldOrder } = leadFormLayout(form);
      expect(fieldOrder.filter((name) => /^utm_|referrer|landing_page|website|startedAt/.test(name))).toEqual(
        [],
      );
    }
  });

  it("says before a document request which fields are required and why, and when to give the address", () => {
    const layout = leadFormLayout(sampleForms.document);
    expect(layout.requirementNote).toMatch(/^必須の項目は会社名、氏名、メールアドレス、電話番号です。.*PDF/u);
    const address = layout.sections.find((section) => section.legend === "資料の送付先");
    expect(address?.note).toContain("印刷した資料の郵送をご希望の場合だけ");
    expect(leadFormLayout(sampleForms.contact).requirementNote).toBeUndefined();
  });

  it("makes a short form of the required fields and the optional ones it names", () => {
    const short = leadFormLayout(sampleForms.document, [], ["postalCode", "prefecture", "city", "street"]);
    expect(short.fieldOrder).toEqual([
      "companyName",
      "lastName",
      "firstName",
      "email",
      "emailConfirm",
      "phone",
      "postalCode",
      "prefecture",
      "city",
      "street",
      "consent",
    ]);
    // A required field stays, whatever the list says: the short form must still be one the API accepts.
    const trial = leadFormLayout(sampleForms.request, [], []);
    expect(trial.fieldOrder).toEqual(expect.arrayContaining(["postalCode", "street", "requestType"]));
    expect(trial.fieldOrder).not.toContain("department");
  });
});
