import { describe, expect, expectTypeOf, it } from "vitest";
import { validateSubmission } from "./validateSubmission";

const contactInput = {
  companyName: "株式会社北斗土木",
  department: "工事部",
  jobTitle: "課長",
  lastName: "佐藤",
  firstName: "一郎",
  lastNameKana: "ｻﾄｳ",
  firstNameKana: "イチロウ",
  email: "sato@example.co.jp",
  emailConfirm: "sato@example.co.jp",
  phone: "03-1234-5678",
  industry: "土木",
  employees: "21〜50名",
  message: "現場蔵Padの導入を検討しています。",
  consent: true,
  utm_source: "google",
  website: "",
  startedAt: 1_700_000_000_000,
};

/** What the short forms (the document request, the software trial) cannot do without. */
const shortFormRequired = {
  companyName: "株式会社北斗土木",
  lastName: "佐藤",
  firstName: "一郎",
  email: "sato@example.co.jp",
  emailConfirm: "sato@example.co.jp",
  phone: "03-1234-5678",
  consent: true,
};

describe("validateSubmission", () => {
  it("returns the normalised value, with optional tracking fields defaulted", () => {
    const result = validateSubmission("contact", contactInput);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.lastNameKana).toBe("サトウ");
    expect(result.value.phone).toBe("0312345678");
    expect(result.value.utm_source).toBe("google");
    expect(result.value.utm_campaign).toBe("");
    expectTypeOf(result.value.industry).toEqualTypeOf<
      "土木" | "建築" | "設備" | "電気" | "舗装" | "住宅" | "造園" | "測量・設計" | "官公庁" | "その他"
    >();
    expectTypeOf(result.value.consent).toEqualTypeOf<true>();
  });

  it("drops fields the schema does not know", () => {
    const result = validateSubmission("contact", { ...contactInput, isAdmin: true });
    expect(result.ok && "isAdmin" in result.value).toBe(false);
  });

  it("reports a mismatched e-mail confirmation on the confirmation field", () => {
    const result = validateSubmission("contact", { ...contactInput, emailConfirm: "sato@example.com" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { emailConfirm: "確認用メールアドレスには、上と同じメールアドレスを入力してください" },
    });
  });

  it("reports the mismatch together with other field errors", () => {
    const result = validateSubmission("contact", {
      ...contactInput,
      emailConfirm: "x@example.jp",
      phone: "123",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["emailConfirm", "phone"]);
  });

  it("gives one message per field when consent is missing and fields are empty", () => {
    const result = validateSubmission("contact", { ...contactInput, consent: false, companyName: "" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        companyName: "会社名を入力してください",
        consent: "個人情報の取り扱いをご確認のうえ、「同意する」にチェックを入れてください",
      },
    });
  });

  describe("the document request", () => {
    const requiredOnly = shortFormRequired;
    const address = { postalCode: "100-0001", prefecture: "東京都", city: "千代田区千代田", street: "1-1" };

    it("is accepted with only company, name, e-mail, phone and consent, and stores the rest empty", () => {
      const result = validateSubmission("document", requiredOnly);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value).toMatchObject({
        postalCode: "",
        prefecture: "",
        city: "",
        street: "",
        lastNameKana: "",
        industry: "",
        employees: "",
      });
    });

    it("still requires each of company, name, e-mail, phone and consent", () => {
      const result = validateSubmission("document", {});
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.fieldErrors).sort()).toEqual(
        ["companyName", "consent", "email", "emailConfirm", "firstName", "lastName", "phone"].sort(),
      );
    });

    it("checks an optional field that is filled: a bad postal code is refused with its message", () => {
      const result = validateSubmission("document", { ...requiredOnly, ...address, postalCode: "100-01" });
      expect(result).toEqual({
        ok: false,
        fieldErrors: { postalCode: "郵便番号は7桁の数字で入力してください(例:100-0001)" },
      });
      const kana = validateSubmission("document", { ...requiredOnly, lastNameKana: "さとう" });
      expect(kana).toEqual({
        ok: false,
        fieldErrors: { lastNameKana: "セイは全角カタカナで入力してください" },
      });
      const prefecture = validateSubmission("document", { ...requiredOnly, ...address, prefecture: "東京" });
      expect(prefecture).toEqual({ ok: false, fieldErrors: { prefecture: "都道府県を選択してください" } });
    });

    it("asks for the whole address once a part is filled, on each missing part", () => {
      const result = validateSubmission("document", { ...requiredOnly, postalCode: "1000001" });
      expect(result).toEqual({
        ok: false,
        fieldErrors: {
          prefecture: "印刷した資料を郵送するため、都道府県も選択してください",
          city: "印刷した資料を郵送するため、市区町村も入力してください",
          street: "印刷した資料を郵送するため、番地・建物名も入力してください",
        },
      });
      const whole = validateSubmission("document", { ...requiredOnly, ...address });
      expect(whole.ok && whole.value.postalCode).toBe("1000001");
    });

    it("keeps the address required where a device is shipped (the trial request)", () => {
      const result = validateSubmission("request", { ...contactInput, requestType: "無料トライアル" });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors).toMatchObject({
        postalCode: "郵便番号を入力してください",
        street: "番地・建物名を入力してください",
      });
    });
  });

  describe("the software trial of the advertising pages", () => {
    const requiredOnly = { ...shortFormRequired, requestType: "無料トライアル" };

    it("is accepted without an address, a reading or the company's trade and size", () => {
      const result = validateSubmission("softwareTrial", requiredOnly);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value).toMatchObject({ lastNameKana: "", industry: "", employees: "" });
      expect(Object.keys(result.value)).not.toContain("postalCode");
    });

    it("still requires company, name, e-mail, phone, what is wished and consent", () => {
      const result = validateSubmission("softwareTrial", {});
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.fieldErrors).sort()).toEqual(
        [
          "companyName",
          "consent",
          "email",
          "emailConfirm",
          "firstName",
          "lastName",
          "phone",
          "requestType",
        ].sort(),
      );
    });

    it("checks what is filled: a reading in hiragana and an unknown trade are refused", () => {
      const result = validateSubmission("softwareTrial", {
        ...requiredOnly,
        lastNameKana: "さとう",
        industry: "宇宙",
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors.lastNameKana).toBe("セイは全角カタカナで入力してください");
      expect(result.fieldErrors.industry).toBeDefined();
    });
  });

  it("answers a body that is not an object with a form-level message", () => {
    expect(validateSubmission("survey", "hello")).toEqual({
      ok: false,
      fieldErrors: { _form: "入力内容を確認して、もう一度送信してください" },
    });
  });
});
