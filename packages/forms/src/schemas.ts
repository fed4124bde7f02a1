import * as v from "valibot";
import {
  addressFields,
  businessFields,
  commonFields,
  documentPersonFields,
  optionalAddressFields,
  optionalBusinessFields,
  personFields,
} from "./fieldGroups";
import {
  choice,
  companyName,
  EMAIL_MISMATCH_MESSAGE,
  email,
  emailConfirm,
  firstName,
  freeText,
  lastName,
  pathSegmentId,
  prefecture,
} from "./fields";
import { REQUEST_TYPES, SATISFACTION_LEVELS } from "./options";

// One schema per shared kind of form (named in formKinds.ts); an app's forms each name one of these.

export const NOT_AN_OBJECT_MESSAGE = "入力内容を確認して、もう一度送信してください";

/**
 * valibot reports a missing key with the object's message, not the field's; this gives a missing field
 * the same message as an empty one (e.g. `会社名を入力してください`).
 */
function formObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" && Object.hasOwn(entries, key) ? entries[key] : undefined;
    const missing = field ? v.safeParse(field, undefined) : undefined;
    return missing && !missing.success ? missing.issues[0].message : NOT_AN_OBJECT_MESSAGE;
  });
}

function plainForm<const Entries extends v.ObjectEntries>(entries: Entries) {
  return formObject({ ...entries, ...commonFields });
}

type EmailPair = { email: string; emailConfirm: string };

/** Reported on the confirmation field, and checked even while other fields still have errors. */
const emailsMatch = v.forward(
  v.partialCheck<EmailPair, [["email"], ["emailConfirm"]], EmailPair, string>(
    [["email"], ["emailConfirm"]],
    (input) => input.email === input.emailConfirm,
    EMAIL_MISMATCH_MESSAGE,
  ),
  ["emailConfirm"],
);

/** A form that asks for the e-mail address twice. */
function confirmedEmailForm<const Entries extends v.ObjectEntries>(entries: Entries) {
  const schema = formObject({ ...entries, email, emailConfirm, ...commonFields });
  type Value = v.InferOutput<typeof schema>;
  // Every object this schema outputs has both e-mail fields, which TypeScript cannot see through the generic.
  return v.pipe(
    schema,
    emailsMatch as unknown as v.BaseValidation<Value, Value, v.PartialCheckIssue<EmailPair>>,
  );
}

export const contactSchema = confirmedEmailForm({
  ...personFields,
  ...businessFields,
  message: freeText("お問い合わせ内容", 2000, true),
});

type PostalAddress = { postalCode: string; prefecture: string; city: string; street: string };
type AddressPaths = [["postalCode"], ["prefecture"], ["city"], ["street"]];
const addressPaths: AddressPaths = [["postalCode"], ["prefecture"], ["city"], ["street"]];

/**
 * A printed copy is posted only to a whole address: once any part is filled, each empty part is reported
 * on its own field (a postal code fills 都道府県 and 市区町村, so usually only 番地 is left to type).
 */
function addressPartRequired(name: keyof PostalAddress, message: string) {
  const check = v.forward(
    v.partialCheck<PostalAddress, AddressPaths, PostalAddress, string>(
      addressPaths,
      (input) => input[name] !== "" || addressPaths.every(([part]) => input[part] === ""),
      message,
    ),
    [name],
  );
  type Value = v.InferOutput<typeof documentRequestFields>;
  // Every object the document schema outputs has the four address fields, which TypeScript cannot see here.
  return check as unknown as v.BaseValidation<Value, Value, v.PartialCheckIssue<PostalAddress>>;
}

/**
 * The document request. Required: 会社名, 氏名, メールアドレス (twice), 電話番号 and the consent: what it takes to
 * e-mail the PDF and to call when the e-mail bounces. The address is optional, since a PDF needs none; it is
 * filled only by those who want the printed copy posted, and then checked whole. フリガナ, 業種 and 従業員数
 * are optional too: marketing's segments, not what the visitor came for.
 */
const documentRequestFields = confirmedEmailForm({
  ...documentPersonFields,
  ...optionalAddressFields,
  ...optionalBusinessFields,
  message: freeText("ご質問・ご要望", 1000, false),
});

const PRINT_REASON = "印刷した資料を郵送するため、";

export const documentRequestSchema = v.pipe(
  documentRequestFields,
  addressPartRequired("postalCode", `${PRINT_REASON}郵便番号も入力してください`),
  addressPartRequired("prefecture", `${PRINT_REASON}都道府県も選択してください`),
  addressPartRequired("city", `${PRINT_REASON}市区町村も入力してください`),
  addressPartRequired("street", `${PRINT_REASON}番地・建物名も入力してください`),
);

export const trialRequestSchema = confirmedEmailForm({
  ...personFields,
  ...addressFields,
  ...businessFields,
  requestType: choice("ご希望の内容", REQUEST_TYPES),
  message: freeText("ご質問・ご要望", 1000, false),
});

/**
 * A trial or estimate of software (現場蔵クラウド, the 工事黒板 app, 御用達DX), as the advertising pages ask
 * it: its licence and instructions go out by e-mail, so no postal address is asked (the site's full request
 * form keeps it, since a tablet on loan is shipped). Required: 会社名, 氏名, メールアドレス (twice), 電話番号,
 * ご希望の内容 and the consent; フリガナ, 業種 and 従業員数 may stay empty, as on the document request.
 */
export const softwareTrialSchema = confirmedEmailForm({
  ...documentPersonFields,
  ...optionalBusinessFields,
  requestType: choice("ご希望の内容", REQUEST_TYPES),
  message: freeText("ご質問・ご要望", 1000, false),
});

export const orderRequestSchema = confirmedEmailForm({
  ...personFields,
  ...addressFields,
  message: freeText("ご依頼内容", 2000, true),
});

export const surveySchema = plainForm({
  companyName,
  lastName,
  firstName,
  email,
  satisfaction: choice("満足度", SATISFACTION_LEVELS),
  message: freeText("ご意見・ご感想", 2000, false),
});

export const downloadSchema = plainForm({ ...personFields, ...businessFields });

export const seminarRegistrationSchema = plainForm({
  ...personFields,
  ...businessFields,
  seminarId: pathSegmentId("セミナー"),
  message: freeText("セミナーへのご質問", 1000, false),
});

export const seminarRecordingSchema = plainForm({
  ...personFields,
  ...businessFields,
  seminarId: pathSegmentId("セミナー"),
});

export const caseDownloadSchema = plainForm({
  ...personFields,
  ...businessFields,
  caseId: pathSegmentId("導入事例"),
});

export const consultationSchema = plainForm({
  ...personFields,
  prefecture,
  ...businessFields,
  message: freeText("ご相談内容", 2000, false),
});
