import type * as v from "valibot";
import {
  caseDownloadSchema,
  consultationSchema,
  contactSchema,
  documentRequestSchema,
  downloadSchema,
  orderRequestSchema,
  seminarRecordingSchema,
  seminarRegistrationSchema,
  surveySchema,
  trialRequestSchema,
} from "./schemas";

export type FormKind =
  | "contact"
  | "document"
  | "request"
  | "survey"
  | "download"
  | "seminar"
  | "consultation"
  | "order";

export type FormSchema = v.GenericSchema<unknown, Record<string, unknown>>;

export interface FormDefinition<Schema extends FormSchema = FormSchema> {
  schema: Schema;
  kind: FormKind;
  /** Shown to marketing (CSV, CRM) and usable as the form's heading. */
  label: string;
  /** Route pattern of the page holding the form; `:name` segments come from the submitted value. */
  pagePath: string;
  /** Route pattern of the thanks page the visitor lands on after sending. */
  thanksPath: string;
  /** A test page's form (spec "Test pages"): its leads are stored and marked, never exported. */
  test?: true;
}

interface FormPage {
  label: string;
  pagePath: string;
  /** Only where the thanks page is not `pagePath + "/thanks"`. */
  thanksPath?: string;
  test?: true;
}

/** Gives every page of one kind the same schema; the thanks page defaults to the page path + `/thanks`. */
function formsOfKind<const Id extends string, Schema extends FormSchema>(
  kind: FormKind,
  schema: Schema,
  pages: Record<Id, FormPage>,
): Record<Id, FormDefinition<Schema>> {
  const entries = Object.entries<FormPage>(pages).map(([id, page]) => [
    id,
    {
      schema,
      kind,
      label: page.label,
      pagePath: page.pagePath,
      thanksPath: page.thanksPath ?? `${page.pagePath}/thanks`,
      ...(page.test ? { test: true } : {}),
    },
  ]);
  return Object.fromEntries(entries) as Record<Id, FormDefinition<Schema>>;
}

export const formDefinitions = {
  ...formsOfKind("contact", contactSchema, {
    contact: { label: "お問い合わせ", pagePath: "/contact" },
    contact_for_enterprise: { label: "法人・大規模導入のお問い合わせ", pagePath: "/contact/for_enterprise" },
    contact_for_pad: { label: "現場蔵Padのお問い合わせ", pagePath: "/contact/for_pad" },
    contact_for_tough_tablet: {
      label: "タフネスタブレットのお問い合わせ",
      pagePath: "/contact/for_tough_tablet",
    },
    contact_kokuban_ai: { label: "AI工事黒板のお問い合わせ", pagePath: "/contact/kokuban_ai" },
    test_contact: { label: "【テスト】お問い合わせ", pagePath: "/test_prod/contact", test: true },
  }),
  ...formsOfKind("document", documentRequestSchema, {
    document: { label: "資料請求", pagePath: "/document" },
    document_pad: { label: "現場蔵Padの資料請求", pagePath: "/document/pad" },
    document_product_cam: { label: "現場蔵カメラの資料請求", pagePath: "/document/product_cam" },
    document_product_pad_mini: { label: "現場蔵Pad Miniの資料請求", pagePath: "/document/product_pad_mini" },
    document_product_pad_tough_10: {
      label: "現場蔵Pad Tough 10の資料請求",
      pagePath: "/document/product_pad_tough_10",
    },
    document_product_pad_tough: {
      label: "現場蔵Pad Toughの資料請求",
      pagePath: "/document/product_pad_tough",
    },
    document_product_pad: { label: "現場蔵Pad 製品資料の請求", pagePath: "/document/product_pad" },
    document_product_pocket_tough: {
      label: "現場蔵Pocket Toughの資料請求",
      pagePath: "/document/product_pocket_tough",
    },
    document_product_pocket: { label: "現場蔵Pocketの資料請求", pagePath: "/document/product_pocket" },
    document_tough_tablet: { label: "タフネスタブレットの資料請求", pagePath: "/document/tough_tablet" },
    adlp_kokuban_request: {
      label: "現場蔵 工事黒板の資料請求",
      pagePath: "/adlp/kokuban/request",
      thanksPath: "/adlp/kokuban/thanks",
    },
  }),
  ...formsOfKind("request", trialRequestSchema, {
    request: { label: "無料トライアル・お見積もりのお申し込み", pagePath: "/request" },
    goyo_trial: { label: "御用達 無料体験版のお申し込み", pagePath: "/goyo/trial" },
    products_pickup: { label: "おすすめ製品のお見積もり依頼", pagePath: "/products/pickup" },
    test_estimate: { label: "【テスト】お見積もり依頼", pagePath: "/test_prod/estimate", test: true },
  }),
  ...formsOfKind("order", orderRequestSchema, {
    ordermade_dxdaicho: { label: "御用達DX 台帳オーダーメイドのご依頼", pagePath: "/ordermade/dxdaicho" },
    ordermade_hyoushi: { label: "表紙オーダーメイドのご依頼", pagePath: "/ordermade/hyoushi" },
    ordermade_kokuban: { label: "黒板様式のオーダーメイド依頼", pagePath: "/pad/kokuban/ordermade" },
    ordermade_mamezu: { label: "豆図の作成依頼", pagePath: "/pad/kokuban/ordermade/mamezu" },
  }),
  ...formsOfKind("survey", surveySchema, {
    survey: { label: "アンケート", pagePath: "/survey" },
    first_trial_survey: { label: "無料トライアルご利用アンケート", pagePath: "/support/survey/first_trial" },
  }),
  ...formsOfKind("download", downloadSchema, {
    download_cals_guide: { label: "電子納品(CALS/EC)ガイドのダウンロード", pagePath: "/download/cals_guide" },
    download_dx_firstguide: {
      label: "御用達DX はじめてガイドのダウンロード",
      pagePath: "/download/dx_firstguide",
    },
    download_dx_ios_firstguide: {
      label: "御用達DX iOS版 はじめてガイドのダウンロード",
      pagePath: "/download/dx_ios_firstguide",
    },
    download_firstguide: { label: "はじめてガイドのダウンロード", pagePath: "/download/firstguide" },
    download_firstguide_ios: {
      label: "はじめてガイド iOS版のダウンロード",
      pagePath: "/download/firstguide-ios",
    },
    download_document: { label: "資料ダウンロード", pagePath: "/download_document" },
    kensetsunews_report: { label: "建設業界レポートのダウンロード", pagePath: "/kensetsunews/report" },
    adlp_denkou: { label: "電気工事業向け資料のダウンロード", pagePath: "/adlp/denkou20220215" },
  }),
  ...formsOfKind("download", caseDownloadSchema, {
    case_download: { label: "導入事例のダウンロード", pagePath: "/case/:caseId/download" },
  }),
  ...formsOfKind("seminar", seminarRegistrationSchema, {
    seminar_registration: {
      label: "セミナーのお申し込み",
      pagePath: "/seminar/:seminarId",
      thanksPath: "/seminar/seminar_thanks",
    },
  }),
  ...formsOfKind("seminar", seminarRecordingSchema, {
    seminar_recording: { label: "セミナー録画の視聴お申し込み", pagePath: "/seminar/archive/:seminarId" },
  }),
  ...formsOfKind("consultation", consultationSchema, {
    hojokin_consultation: { label: "IT導入補助金のご相談", pagePath: "/hojokin/it2025" },
    special_hojokin_consultation: { label: "補助金活用のご相談", pagePath: "/special/hojokin" },
  }),
};

export type FormDefinitions = typeof formDefinitions;
export type FormId = keyof FormDefinitions;
export type FormValue<Id extends FormId> = v.InferOutput<FormDefinitions[Id]["schema"]>;
export type FormInput<Id extends FormId> = v.InferInput<FormDefinitions[Id]["schema"]>;

export const formIds = Object.keys(formDefinitions) as FormId[];

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(formDefinitions, value);
}

/** Leads of a test page's form: stored like any other, kept out of exports. */
export function isTestForm(formId: string): boolean {
  return isFormId(formId) && formDefinitions[formId].test === true;
}

const PATH_PARAM = /:([A-Za-z]+)/gu;
const SEGMENT_VALUE = /^[A-Za-z0-9_-]+$/u;

/**
 * Fills the `:name` segments of a route pattern from submitted values.
 * Returns undefined when a value is missing or is not a safe path segment.
 */
export function fillPathPattern(
  pattern: string,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  let complete = true;
  const path = pattern.replace(PATH_PARAM, (_segment, name: string) => {
    const value = values[name];
    if (typeof value === "string" && SEGMENT_VALUE.test(value)) return value;
    complete = false;
    return "";
  });
  return complete ? path : undefined;
}

export function thanksPathFor(formId: FormId, values: Readonly<Record<string, unknown>>): string | undefined {
  return fillPathPattern(formDefinitions[formId].thanksPath, values);
}
