import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  fillPathPattern,
  formDefinitions,
  formIds,
  isFormId,
  isTestForm,
  thanksPathFor,
} from "./formDefinitions";

const expectedFormIds = [
  "contact",
  "contact_for_enterprise",
  "contact_for_pad",
  "contact_for_tough_tablet",
  "contact_kokuban_ai",
  "document",
  "document_pad",
  "document_product_cam",
  "document_product_pad_mini",
  "document_product_pad_tough_10",
  "document_product_pad_tough",
  "document_product_pad",
  "document_product_pocket_tough",
  "document_product_pocket",
  "document_tough_tablet",
  "request",
  "survey",
  "first_trial_survey",
  "download_cals_guide",
  "download_dx_firstguide",
  "download_dx_ios_firstguide",
  "download_firstguide",
  "download_firstguide_ios",
  "download_document",
  "seminar_registration",
  "seminar_recording",
  "case_download",
  "hojokin_consultation",
  "goyo_trial",
  "ordermade_kokuban",
  "ordermade_mamezu",
  "special_hojokin_consultation",
  "kensetsunews_report",
  "adlp_kokuban_request",
  "adlp_denkou",
  "ordermade_dxdaicho",
  "ordermade_hyoushi",
  "products_pickup",
  "test_contact",
  "test_estimate",
];

describe("formDefinitions", () => {
  it("covers every form of the site, and nothing else", () => {
    expect([...formIds].sort()).toEqual([...expectedFormIds].sort());
  });

  it("gives every form a schema, a Japanese label and a thanks path ending in a thanks page", () => {
    for (const id of formIds) {
      const definition = formDefinitions[id];
      expect(v.safeParse(definition.schema, {}).success, id).toBe(false);
      expect(definition.label, id).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
      expect(definition.thanksPath, id).toMatch(/^\/[a-z0-9_/:-]+(\/thanks|_thanks)$/iu);
    }
  });

  it("derives thanks paths from the page path", () => {
    expect(formDefinitions.contact_for_pad.thanksPath).toBe("/contact/for_pad/thanks");
    expect(formDefinitions.document_product_pad.thanksPath).toBe("/document/product_pad/thanks");
    expect(formDefinitions.download_cals_guide.thanksPath).toBe("/download/cals_guide/thanks");
    expect(formDefinitions.download_firstguide_ios.thanksPath).toBe("/download/firstguide-ios/thanks");
    expect(formDefinitions.seminar_registration.thanksPath).toBe("/seminar/seminar_thanks");
    expect(formDefinitions.adlp_kokuban_request.thanksPath).toBe("/adlp/kokuban/thanks");
  });

  it("fills path parameters from the submitted value and refuses unsafe ones", () => {
    expect(thanksPathFor("case_download", { caseId: "021" })).toBe("/case/021/download/thanks");
    expect(thanksPathFor("seminar_recording", { seminarId: "20250725" })).toBe(
      "/seminar/archive/20250725/thanks",
    );
    expect(thanksPathFor("case_download", { caseId: "../admin" })).toBeUndefined();
    expect(thanksPathFor("case_download", {})).toBeUndefined();
    expect(fillPathPattern("/contact/thanks", {})).toBe("/contact/thanks");
  });

  it("asks for an address exactly on the forms that post something", () => {
    const withAddress = formIds.filter((id) => "postalCode" in v.getDefaults(objectOf(id)));
    expect(
      withAddress.every((id) => ["document", "request", "order"].includes(formDefinitions[id].kind)),
    ).toBe(true);
    expect(withAddress).toContain("document_tough_tablet");
    expect(withAddress).not.toContain("contact");
  });

  it("recognises form ids without trusting inherited keys", () => {
    expect(isFormId("contact")).toBe(true);
    expect(isFormId("toString")).toBe(false);
    expect(isFormId("unknown_form")).toBe(false);
  });

  it("marks exactly the forms of the spec's test pages as test forms", () => {
    for (const id of formIds) {
      expect(isTestForm(id), id).toBe(formDefinitions[id].pagePath.startsWith("/test_prod/"));
    }
    expect(isTestForm("no_such_form")).toBe(false);
  });
});

/** The object schema at the root of a form schema (some wrap it in a pipe). */
function objectOf(id: (typeof formIds)[number]): v.ObjectSchema<v.ObjectEntries, undefined> {
  const schema: v.GenericSchema = formDefinitions[id].schema;
  const root = "pipe" in schema && Array.isArray(schema.pipe) ? schema.pipe[0] : schema;
  return root as v.ObjectSchema<v.ObjectEntries, undefined>;
}
