import {
  EMPLOYEE_RANGES,
  type FormKind,
  type FormSchemaName,
  INDUSTRIES,
  PREFECTURES,
  REQUEST_TYPES,
  SATISFACTION_LEVELS,
} from "@genbagura/forms";

// How each schema field is presented: label, control, autocomplete token and format help.
// The schema decides which fields a form has and whether they are required; this file only says how they look.

export type FieldControl =
  | {
      kind: "text";
      type: "text" | "email" | "tel";
      /** WHATWG autofill token; left out where none fits (フリガナ, 部署). */
      autoComplete?: string;
      inputMode?: "text" | "email" | "tel" | "numeric";
      width?: "short" | "medium";
    }
  | { kind: "select"; options: readonly string[]; autoComplete?: string }
  | { kind: "choice"; options: readonly string[] }
  | { kind: "textarea" };

export interface FieldPresentation {
  label: string;
  control: FieldControl;
  /** Format help shown under the label (STYLE.md: help text says the format). */
  help?: string;
}

export const fieldCatalogue = {
  companyName: {
    label: "会社名",
    control: { kind: "text", type: "text", autoComplete: "organization" },
    help: "個人事業主の方は屋号またはお名前を入力してください。",
  },
  department: { label: "部署名", control: { kind: "text", type: "text" } },
  jobTitle: { label: "役職", control: { kind: "text", type: "text", autoComplete: "organization-title" } },
  lastName: { label: "姓", control: { kind: "text", type: "text", autoComplete: "family-name" } },
  firstName: { label: "名", control: { kind: "text", type: "text", autoComplete: "given-name" } },
  lastNameKana: { label: "セイ", control: { kind: "text", type: "text" } },
  firstNameKana: { label: "メイ", control: { kind: "text", type: "text" } },
  email: {
    label: "メールアドレス",
    control: { kind: "text", type: "email", autoComplete: "email", inputMode: "email" },
    help: "例:name@example.co.jp",
  },
  emailConfirm: {
    label: "メールアドレス(確認用)",
    control: { kind: "text", type: "email", autoComplete: "email", inputMode: "email" },
    help: "確認のため、もう一度入力してください。",
  },
  phone: {
    label: "電話番号",
    control: { kind: "text", type: "tel", autoComplete: "tel", inputMode: "tel", width: "medium" },
    help: "例:03-1234-5678(ハイフンはなくてもかまいません)",
  },
  postalCode: {
    label: "郵便番号",
    control: {
      kind: "text",
      type: "text",
      autoComplete: "postal-code",
      inputMode: "numeric",
      width: "short",
    },
    help: "例:100-0001(入力すると都道府県と市区町村を自動で入力します)",
  },
  prefecture: {
    label: "都道府県",
    control: { kind: "select", options: PREFECTURES, autoComplete: "address-level1" },
  },
  city: { label: "市区町村", control: { kind: "text", type: "text", autoComplete: "address-level2" } },
  street: {
    label: "番地・建物名",
    control: { kind: "text", type: "text", autoComplete: "address-line1" },
    help: "例:内神田2-8-4ミライ神田ビル7階",
  },
  industry: { label: "業種", control: { kind: "select", options: INDUSTRIES } },
  employees: { label: "従業員数", control: { kind: "select", options: EMPLOYEE_RANGES } },
  requestType: { label: "ご希望の内容", control: { kind: "choice", options: REQUEST_TYPES } },
  satisfaction: { label: "満足度", control: { kind: "choice", options: SATISFACTION_LEVELS } },
  message: { label: "ご質問・ご要望", control: { kind: "textarea" } },
} as const satisfies Record<string, FieldPresentation>;

export type CatalogueFieldName = keyof typeof fieldCatalogue;

export function isCatalogueField(name: string): name is CatalogueFieldName {
  return Object.hasOwn(fieldCatalogue, name);
}

/** The free-text field is named after what the form asks for; the schema's messages use the same words. */
export const messageLabels: Record<FormKind, string> = {
  contact: "お問い合わせ内容",
  document: "ご質問・ご要望",
  request: "ご質問・ご要望",
  order: "ご依頼内容",
  survey: "ご意見・ご感想",
  download: "ご質問・ご要望",
  seminar: "セミナーへのご質問",
  consultation: "ご相談内容",
};

export interface FieldPair {
  legend: string;
  fields: readonly [CatalogueFieldName, CatalogueFieldName];
  help?: string;
}

/** Pairs shown side by side under one legend. */
export const fieldPairs: readonly FieldPair[] = [
  { legend: "氏名", fields: ["lastName", "firstName"] },
  {
    legend: "フリガナ",
    fields: ["lastNameKana", "firstNameKana"],
    help: "全角カタカナで入力してください(例:ヤマダ タロウ)。",
  },
];

export interface SectionPlan {
  legend: string;
  /** Field names in display order; names of a pair stand for the pair. */
  fields: readonly CatalogueFieldName[];
  /** Per form kind, where the same fields mean something more specific. */
  legendByKind?: Partial<Record<FormKind, string>>;
  /** Per form kind, a line under the legend saying when the section is to be filled. */
  noteByKind?: Partial<Record<FormKind, string>>;
}

/** The sections of every form, in order; a form shows the sections and fields its schema has. */
export const sectionPlans: readonly SectionPlan[] = [
  {
    legend: "ご担当者さまの情報",
    fields: [
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
    ],
  },
  {
    legend: "所在地",
    fields: ["postalCode", "prefecture", "city", "street"],
    legendByKind: { document: "資料の送付先", request: "ご住所", order: "ご住所" },
    noteByKind: {
      document:
        "資料のPDFはメールでお送りします。印刷した資料の郵送をご希望の場合だけ、送付先を入力してください。",
    },
  },
  { legend: "貴社について", fields: ["industry", "employees"] },
  { legend: "ご用件", fields: ["requestType", "satisfaction", "message"] },
];

/**
 * Why a kind asks for its required fields, said before the form together with their names, where the form
 * leaves much optional (the document request: STYLE.md asks that a visitor knows what may stay empty).
 */
export const requirementReasons: Partial<Record<FormSchemaName, string>> = {
  document: "資料のPDFをメールでお送りし、メールが届かないときにお電話でご連絡するためにお伺いします。",
  softwareTrial:
    "トライアルのご案内やお見積もりをメールでお送りし、メールが届かないときにお電話でご連絡するためにお伺いします。",
};

/** Fields the page supplies through `hidden` (the seminar or case the form is about). */
export const pageSuppliedFields: readonly string[] = ["seminarId", "caseId"];

export const defaultSubmitLabels: Record<FormKind, string> = {
  contact: "入力内容を送信する",
  document: "資料を請求する",
  request: "申し込む",
  order: "依頼内容を送信する",
  survey: "回答を送信する",
  download: "ダウンロードを申し込む",
  seminar: "セミナーに申し込む",
  consultation: "相談を申し込む",
};
