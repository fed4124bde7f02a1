import * as v from "valibot";
import { groupDigits } from "./groupDigits";
import { EMPLOYEE_RANGES, INDUSTRIES, PREFECTURES } from "./options";
import { hasUnsafeCharacter, unsafeCharacterMessage, withoutUnsafeCharacters } from "./unsafeCharacters";

// Field building blocks. Every message tells the visitor what to enter (STYLE.md).

/**
 * Trimmed, NFKC-normalised single-line text (full-width digits and letters become half-width), without
 * control or bidi characters: a pasted line break at either end is trimmed, one inside is refused.
 */
function normalizedText(label: string) {
  return v.pipe(
    v.string(`${label}を入力してください`),
    v.normalize("NFKC"),
    v.trim(),
    v.check((text) => !hasUnsafeCharacter(text), unsafeCharacterMessage(label)),
  );
}

export function requiredText(label: string, maxLength: number) {
  return v.pipe(
    normalizedText(label),
    v.nonEmpty(`${label}を入力してください`),
    v.maxLength(maxLength, `${label}は${groupDigits(maxLength)}文字以内で入力してください`),
  );
}

export function optionalText(label: string, maxLength: number) {
  return v.optional(
    v.pipe(
      normalizedText(label),
      v.maxLength(maxLength, `${label}は${groupDigits(maxLength)}文字以内で入力してください`),
    ),
    "",
  );
}

/** Free text keeps the visitor's characters as typed (no NFKC), only trimmed and capped. */
export function freeText(label: string, maxLength: number, required: boolean) {
  const tooLong = `${label}は${groupDigits(maxLength)}文字以内で入力してください`;
  const text = v.pipe(
    v.string(`${label}を入力してください`),
    v.trim(),
    v.maxLength(maxLength, tooLong),
    v.check((value) => !hasUnsafeCharacter(value, true), unsafeCharacterMessage(label)),
  );
  return required ? v.pipe(text, v.nonEmpty(`${label}を入力してください`)) : v.optional(text, "");
}

const KATAKANA_ONLY = /^[ァ-ヶー・ヽヾ]+$/u;

/** Full-width katakana; half-width input is accepted because NFKC turns ｶﾀｶﾅ into カタカナ. */
export function katakana(label: string, maxLength: number) {
  return v.pipe(
    requiredText(label, maxLength),
    v.regex(KATAKANA_ONLY, `${label}は全角カタカナで入力してください`),
  );
}

/** Katakana that may stay empty; when filled, it is checked as the required field is. */
export function optionalKatakana(label: string, maxLength: number) {
  return v.optional(
    v.pipe(
      normalizedText(label),
      v.maxLength(maxLength, `${label}は${groupDigits(maxLength)}文字以内で入力してください`),
      v.check((text) => text === "" || KATAKANA_ONLY.test(text), `${label}は全角カタカナで入力してください`),
    ),
    "",
  );
}

export function choice<const Options extends readonly string[]>(label: string, options: Options) {
  return v.picklist(options, `${label}を選択してください`);
}

/** A select that may stay at 「選択してください」 (the empty value). */
export function optionalChoice<const Options extends readonly string[]>(label: string, options: Options) {
  return v.optional(v.picklist(["", ...options] as const, `${label}を選択してください`), "");
}

export const companyName = requiredText("会社名", 100);
export const department = optionalText("部署名", 100);
export const jobTitle = optionalText("役職", 100);
export const lastName = requiredText("姓", 50);
export const firstName = requiredText("名", 50);
export const lastNameKana = katakana("セイ", 50);
export const firstNameKana = katakana("メイ", 50);

export const email = v.pipe(
  normalizedText("メールアドレス"),
  v.nonEmpty("メールアドレスを入力してください"),
  v.maxLength(254, "メールアドレスは254文字以内で入力してください"),
  v.email("メールアドレスは name@example.co.jp の形式で入力してください"),
);

export const emailConfirm = v.pipe(
  normalizedText("確認用メールアドレス"),
  v.nonEmpty("確認のため、メールアドレスをもう一度入力してください"),
);

export const EMAIL_MISMATCH_MESSAGE = "確認用メールアドレスには、上と同じメールアドレスを入力してください";

// Hyphens, dashes, the long vowel mark, spaces and brackets people type between digit groups.
const PHONE_SEPARATORS = /[\s\-‐‑‒–—―−ー()]/gu;

/** Stored as digits only, e.g. 0312345678. */
export const phone = v.pipe(
  normalizedText("電話番号"),
  v.nonEmpty("電話番号を入力してください"),
  v.transform((input) => input.replace(PHONE_SEPARATORS, "")),
  v.regex(/^\d{10,11}$/u, "電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)"),
);

const POSTAL_CODE_MESSAGE = "郵便番号は7桁の数字で入力してください(例:100-0001)";

/** Stored as 7 digits without the hyphen, e.g. 1000001. */
export const postalCode = v.pipe(
  normalizedText("郵便番号"),
  v.nonEmpty("郵便番号を入力してください"),
  v.transform((input) => input.replace(PHONE_SEPARATORS, "")),
  v.regex(/^\d{7}$/u, POSTAL_CODE_MESSAGE),
);

/** A postal code that may stay empty; when filled, it must be 7 digits as the required one. */
export const optionalPostalCode = v.optional(
  v.pipe(
    normalizedText("郵便番号"),
    v.transform((input) => input.replace(PHONE_SEPARATORS, "")),
    v.check((code) => code === "" || /^\d{7}$/u.test(code), POSTAL_CODE_MESSAGE),
  ),
  "",
);

export const prefecture = choice("都道府県", PREFECTURES);
export const city = requiredText("市区町村", 100);
export const street = requiredText("番地・建物名", 200);
export const industry = choice("業種", INDUSTRIES);
export const employees = choice("従業員数", EMPLOYEE_RANGES);

export const consent = v.literal(
  true,
  "個人情報の取り扱いをご確認のうえ、「同意する」にチェックを入れてください",
);

/** Ids that become a path segment of the thanks page (seminar dates, case numbers). */
export function pathSegmentId(label: string) {
  return v.pipe(
    v.string(`${label}を指定してください`),
    v.regex(/^[A-Za-z0-9_-]{1,64}$/u, `${label}はページの申し込みボタンから指定してください`),
  );
}

/** Hidden tracking values: never an error for the visitor, only kept short. */
export const trackingValue = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (typeof input === "string" ? withoutUnsafeCharacters(input).slice(0, 500) : "")),
  ),
  "",
);

export const honeypot = v.optional(v.pipe(v.string(), v.length(0, "この欄は空のままにしてください")), "");

export const startedAt = v.optional(
  v.pipe(
    v.number("ページを再読み込みしてから送信してください"),
    v.integer("ページを再読み込みしてから送信してください"),
    v.minValue(0, "ページを再読み込みしてから送信してください"),
  ),
);
