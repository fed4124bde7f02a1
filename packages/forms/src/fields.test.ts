import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as fields from "./fields";
import { consent, email, firstNameKana, freeText, phone, postalCode, prefecture } from "./fields";
import { PREFECTURES } from "./options";

function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe("katakana (メイ)", () => {
  it("accepts full-width katakana, the long vowel mark and the middle dot", () => {
    expect(v.parse(firstNameKana, "タロウ")).toBe("タロウ");
    expect(v.parse(firstNameKana, "ジョー・ヴィクター")).toBe("ジョー・ヴィクター");
  });

  it("turns half-width katakana into full-width, voiced marks included", () => {
    expect(v.parse(firstNameKana, "ﾀﾛｳ")).toBe("タロウ");
    expect(v.parse(firstNameKana, " ｶﾞｸ ")).toBe("ガク");
  });

  it("rejects hiragana, kanji and Latin letters with a Japanese message", () => {
    for (const input of ["たろう", "太郎", "Taro"]) {
      expect(messageOf(firstNameKana, input)).toBe("メイは全角カタカナで入力してください");
    }
  });

  it("asks for a value when empty", () => {
    expect(messageOf(firstNameKana, "  ")).toBe("メイを入力してください");
    expect(messageOf(firstNameKana, undefined)).toBe("メイを入力してください");
  });
});

describe("phone", () => {
  it("accepts 10 and 11 digits with or without hyphens and stores digits only", () => {
    expect(v.parse(phone, "03-1234-5678")).toBe("0312345678");
    expect(v.parse(phone, "090-1234-5678")).toBe("09012345678");
    expect(v.parse(phone, "0312345678")).toBe("0312345678");
    expect(v.parse(phone, "03(1234)5678")).toBe("0312345678");
  });

  it("accepts full-width digits and full-width hyphens", () => {
    expect(v.parse(phone, "０３－１２３４－５６７８")).toBe("0312345678");
    expect(v.parse(phone, "０９０ー１２３４ー５６７８")).toBe("09012345678");
  });

  it("rejects 9 and 12 digits and letters", () => {
    const message = "電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)";
    expect(messageOf(phone, "03-123-4567")).toBe(message);
    expect(messageOf(phone, "090-1234-56789")).toBe(message);
    expect(messageOf(phone, "03-1234-567a")).toBe(message);
    expect(messageOf(phone, "")).toBe("電話番号を入力してください");
  });
});

describe("postal code", () => {
  it("accepts 7 digits with an optional hyphen, full-width too", () => {
    expect(v.parse(postalCode, "100-0001")).toBe("1000001");
    expect(v.parse(postalCode, "1000001")).toBe("1000001");
    expect(v.parse(postalCode, "１００－０００１")).toBe("1000001");
  });

  it("rejects other lengths with the style guide's message", () => {
    const message = "郵便番号は7桁の数字で入力してください(例:100-0001)";
    expect(messageOf(postalCode, "100-001")).toBe(message);
    expect(messageOf(postalCode, "100-00011")).toBe(message);
    expect(messageOf(postalCode, "abc-defg")).toBe(message);
  });
});

describe("other fields", () => {
  it("normalises a full-width e-mail address and rejects a malformed one", () => {
    expect(v.parse(email, "ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ")).toBe("taro@example.co.jp");
    expect(messageOf(email, "taro@")).toBe("メールアドレスは name@example.co.jp の形式で入力してください");
  });

  it("lists the 47 prefectures and accepts only those", () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURES).size).toBe(47);
    expect(v.parse(prefecture, "沖縄県")).toBe("沖縄県");
    expect(messageOf(prefecture, "東京")).toBe("都道府県を選択してください");
  });

  it("requires consent to be exactly true", () => {
    expect(v.parse(consent, true)).toBe(true);
    const message = "個人情報の取り扱いをご確認のうえ、「同意する」にチェックを入れてください";
    expect(messageOf(consent, false)).toBe(message);
    expect(messageOf(consent, "true")).toBe(message);
    expect(messageOf(consent, undefined)).toBe(message);
  });

  it("caps free text and formats the limit with a thousands separator", () => {
    const message = freeText("お問い合わせ内容", 2000, true);
    expect(v.parse(message, "あ".repeat(2000))).toHaveLength(2000);
    expect(messageOf(message, "あ".repeat(2001))).toBe("お問い合わせ内容は2,000文字以内で入力してください");
  });
});

describe("control and bidi characters", () => {
  const singleLine = {
    companyName: fields.companyName,
    email,
    phone,
    city: fields.city,
    kana: firstNameKana,
  };
  const hostile = [
    "北斗\u0000土木",
    "北斗\u001b[31m土木",
    "北斗\u202e木土",
    "北斗\u2066土木",
    "北斗\n土木",
    "北斗\t土木",
    "北斗\u0085土木",
    "北斗\u2028土木",
  ];

  it("are refused in every single-line field with a Japanese message on the field", () => {
    for (const [name, schema] of Object.entries(singleLine)) {
      for (const input of hostile) {
        expect(messageOf(schema, input), `${name}: ${JSON.stringify(input)}`).toMatch(
          /に使えない文字\(制御文字や、ゼロ幅スペースなどの目に見えない記号\)が含まれています。入力し直してください$/u,
        );
      }
    }
    expect(messageOf(fields.companyName, "北斗\u202e土木")).toBe(
      "会社名に使えない文字(制御文字や、ゼロ幅スペースなどの目に見えない記号)が含まれています。入力し直してください",
    );
  });

  it("refuse lone surrogates and invisible format characters in every single-line field", () => {
    const invisible = [
      "北斗\ud800土木",
      "北斗\udfff土木",
      "北斗土木\ud83d",
      "\ude00北斗土木",
      "北斗\u200b土木",
      "北斗\u200c土木",
      "北斗\u200d土木",
      "北斗\u2060土木",
      "北斗\ufeff土木",
      "北斗\u00ad土木",
      "北斗\u202a土木",
      "北斗\u202d土木",
      "北斗\u2069土木",
      "北斗\u{e0001}土木",
    ];
    for (const [name, schema] of Object.entries(singleLine)) {
      for (const input of invisible) {
        expect(messageOf(schema, input), `${name}: ${JSON.stringify(input)}`).toMatch(
          /に使えない文字\(制御文字や、ゼロ幅スペースなどの目に見えない記号\)が含まれています。/u,
        );
      }
    }
    // A character outside the BMP is a surrogate pair, not a lone one.
    expect(v.parse(fields.companyName, "𠮷野建設")).toBe("𠮷野建設");
  });

  it("refuse lone surrogates in free text, which keeps the joiners of emoji sequences", () => {
    const message = freeText("お問い合わせ内容", 2000, true);
    expect(messageOf(message, "見積\ud800もり")).toMatch(/^お問い合わせ内容に使えない文字/u);
    expect(v.parse(message, "よろしく👨\u200d👩\u200d👧")).toBe("よろしく👨\u200d👩\u200d👧");
  });

  it("are refused in free text, where line breaks and tabs stay allowed", () => {
    const message = freeText("お問い合わせ内容", 2000, true);
    expect(v.parse(message, "1行目\n2行目\r\n\t3行目")).toBe("1行目\n2行目\r\n\t3行目");
    for (const input of ["見積\u0000もり", "見積\u001bもり", "見積\u202eもり"]) {
      expect(messageOf(message, input)).toMatch(/^お問い合わせ内容に使えない文字/u);
    }
  });

  it("are trimmed away at the ends of a single-line value, which a paste often brings", () => {
    expect(v.parse(fields.companyName, "\n株式会社北斗土木\t")).toBe("株式会社北斗土木");
  });

  it("are removed silently from hidden tracking values", () => {
    expect(v.parse(fields.trackingValue, "news\u202eletter\u0000")).toBe("newsletter");
    expect(v.parse(fields.trackingValue, "spring\u200b\ud800_2026\ufeff")).toBe("spring_2026");
  });
});
