import { defineRoute, type RouteRegistration } from "@genbagura/routing";
import type { CaseStudyPageContent } from "@genbagura/ui";
import type { CaseBookletData } from "../pages/cases/CaseBookletThanksPage";
import type { CaseIndexData } from "../pages/cases/CaseIndexPage";
import type { DownloadFormData } from "../pages/cases/DownloadFormPage";

const notFound = { statusCode: 404 } as const;

const caseIds = () => import("../../content/cases/caseIds");
const caseFilters = () => import("../../content/cases/caseFilters");

/** `/case/{dimension}/{slug}`: one prerendered listing per filter option, so filters need no JavaScript. */
const filterRoutes = (
  [
    ["industry", "業種"],
    ["product", "製品"],
    ["size", "従業員数"],
  ] as const
).map(([dimension, label]) =>
  defineRoute<CaseIndexData>({
    path: `/case/${dimension}/:slug`,
    layout: "default",
    title: `${label}別の導入事例`,
    description: `${label}で絞り込んだ現場蔵の導入事例の一覧です。`,
    validate: async ({ slug }) =>
      slug !== undefined && (await caseFilters()).findFilterOption(dimension, slug) ? true : notFound,
    prerender: async () =>
      (await caseFilters()).filterSpecs[dimension].options.map((option) => ({ slug: option.slug })),
    load: async ({ slug }) =>
      (await import("../../content/cases/caseIndex")).caseIndexPage({ dimension, slug: slug ?? "" }),
    page: () => import("../pages/cases/CaseIndexPage"),
  }),
);

export const caseRoutes: RouteRegistration[] = [
  defineRoute<CaseIndexData>({
    path: "/case",
    layout: "default",
    title: "導入事例",
    description:
      "電子小黒板・工事写真台帳・クラウド・工事写真専用タブレットを導入した全国の建設会社の事例です。業種・製品・従業員数で絞り込み、導入前の課題と写真整理の時間がどう変わったかを読めます。",
    load: async () => (await import("../../content/cases/caseIndex")).caseIndexPage(),
    page: () => import("../pages/cases/CaseIndexPage"),
  }),
  ...filterRoutes,
  defineRoute<CaseStudyPageContent>({
    path: "/case/:caseId",
    layout: "default",
    title: "導入事例の詳細",
    description: "現場蔵を導入した会社の課題、選んだ理由、使い方と効果をご紹介します。",
    validate: async ({ caseId }) => ((await caseIds()).isCaseId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).caseIds.map((caseId) => ({ caseId })),
    load: async ({ caseId }) => (await import("../../content/cases/caseStudyPage")).caseStudyPage(caseId),
    page: () => import("../pages/cases/CaseStudyRoutePage"),
  }),
  defineRoute<DownloadFormData>({
    path: "/case/:caseId/download",
    layout: "default",
    title: "導入事例資料のダウンロード",
    description: "現場蔵の導入事例を印刷しやすい資料にまとめました。フォームからお申し込みください。",
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).bookletIds.map((caseId) => ({ caseId })),
    load: async ({ caseId }) => (await import("../../content/cases/caseBooklets")).caseDownloadPage(caseId),
    page: () => import("../pages/cases/DownloadFormPage"),
  }),
  defineRoute<CaseBookletData>({
    path: "/case/:caseId/download/thanks",
    layout: "thanks",
    title: "導入事例資料のお申し込み完了",
    description: "導入事例資料をお申し込みいただいた方に、資料をお届けするページです。",
    noindex: true,
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).bookletIds.map((caseId) => ({ caseId })),
    load: async ({ caseId }, context) =>
      (await import("../../content/cases/caseBooklets")).caseBookletThanksPage(caseId, context),
    page: () => import("../pages/cases/CaseBookletThanksPage"),
  }),
];
