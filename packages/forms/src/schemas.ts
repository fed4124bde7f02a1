import * as v from "valibot";
import { addressFields, businessFields, commonFields, personFields } from "./fieldGroups";
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

export const documentRequestSchema = confirmedEmailForm({
  ...personFields,
  ...addressFields,
  ...businessFields,
  message: freeText("ご質問・ご要望", 1000, false),
});

export const trialRequestSchema = confirmedEmailForm({
  ...personFields,
  ...addressFields,
  ...businessFields,
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
