import type { FilterDimension } from "../../content/cases/caseFilters";
import { caseBookletThanksPage, caseIndexPage, caseStudyPage, downloadFormPage } from "./kinds";

// The server halves of the pages of ./cases.ts: never in a browser build.

export const caseIndex = caseIndexPage.server({
  title: "導入事例",
  description:
    "電子小黒板・工事写真台帳・クラウド・工事写真専用タブレットを導入した全国の建設会社の事例です。業種・製品・従業員数で絞り込み、導入前の課題と写真整理の時間がどう変わったかを読めます。",
  content: async () => (await import("../../content/cases/caseIndex")).caseIndexPage(),
});

export const caseCaseId = caseStudyPage.server({
  title: "導入事例の詳細",
  description: "現場蔵を導入した会社の課題、選んだ理由、使い方と効果をご紹介します。",
  prerender: async () => (await import("../../content/cases/caseIds")).caseIds.map((caseId) => ({ caseId })),
  content: async ({ params }) =>
    (await import("../../content/cases/caseStudyPage")).caseStudyPage(params.caseId),
  meta: async (data) => (await import("../../content/cases/caseStudyPage")).caseStudyMeta(data),
});

export const caseCaseIdDownload = downloadFormPage.server({
  title: "導入事例資料のダウンロード",
  description: "現場蔵の導入事例を印刷しやすい資料にまとめました。フォームからお申し込みください。",
  prerender: async () =>
    (await import("../../content/cases/caseIds")).bookletIds.map((caseId) => ({ caseId })),
  content: async ({ params }) =>
    (await import("../../content/cases/caseBooklets")).caseDownloadPage(params.caseId),
  meta: async (_data, { params }) =>
    (await import("../../content/cases/caseBooklets")).caseDownloadMeta(params.caseId),
});

export const caseCaseIdDownloadThanks = caseBookletThanksPage.server({
  title: "導入事例資料のお申し込み完了",
  description: "導入事例資料をお申し込みいただいた方に、資料をお届けするページです。",
  prerender: async () =>
    (await import("../../content/cases/caseIds")).bookletIds.map((caseId) => ({ caseId })),
  content: async ({ params, context }) =>
    (await import("../../content/cases/caseBooklets")).caseBookletThanksPage(params.caseId, context),
  meta: async (_data, { params }) =>
    (await import("../../content/cases/caseBooklets")).caseBookletThanksMeta(params.caseId),
});

const filterLabels = { industry: "業種", product: "製品", size: "従業員数" } as const;

/** `/case/{dimension}/{slug}`: one listing per option of the filter. */
export const caseFilter = (dimension: FilterDimension) =>
  caseIndexPage.server({
    title: `${filterLabels[dimension]}別の導入事例`,
    description: `${filterLabels[dimension]}で絞り込んだ現場蔵の導入事例の一覧です。`,
    prerender: async () =>
      (await import("../../content/cases/caseFilters")).filterSpecs[dimension].options.map((option) => ({
        slug: option.slug,
      })),
    content: async ({ params }) =>
      (await import("../../content/cases/caseIndex")).caseIndexPage({ dimension, slug: params.slug ?? "" }),
    meta: async (_data, { params }) =>
      (await import("../../content/cases/caseIndex")).caseFilterMeta({ dimension, slug: params.slug ?? "" }),
  });
