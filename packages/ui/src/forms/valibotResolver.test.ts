import { formSchemas } from "@genbagura/forms";
import { describe, expect, it } from "vitest";
import { sampleForms } from "../testing/sampleForms";
import { valibotResolver } from "./valibotResolver";

const resolve = (values: Record<string, string | boolean>) =>
  valibotResolver(formSchemas[sampleForms.download_firstguide.schema])(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const valid = {
  companyName: "株式会社北斗土木",
  lastName: "佐藤",
  firstName: "健一",
  lastNameKana: "ｻﾄｳ",
  firstNameKana: "ケンイチ",
  email: "sato@hokuto-doboku.example",
  phone: "090-1234-5678",
  industry: "土木",
  employees: "6〜20名",
  consent: true,
};

describe("valibotResolver", () => {
  it("returns the schema's output for valid input (NFKC katakana, digits-only phone)", async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ lastNameKana: "サトウ", phone: "09012345678", department: "" });
  });

  it("returns one Japanese message per field and no values", async () => {
    const result = await resolve({ ...valid, companyName: "", phone: "12", consent: false });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      companyName: { type: "validation", message: "会社名を入力してください" },
      phone: {
        type: "validation",
        message: "電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)",
      },
      consent: {
        type: "validation",
        message: "個人情報の取り扱いをご確認のうえ、「同意する」にチェックを入れてください",
      },
    });
  });
});
