import type { RouteRegistration } from "@genbagura/routing";
import { contentRoute } from "@genbagura/routing/routeKit";
import type { CaseStudyPageContent } from "@genbagura/ui";
import type { CaseBookletData, CaseIndexData, DownloadFormData } from "../../content/cases/casePageData";

// Every id, filter option and booklet comes from the case files (content/cases/<id>.md): validation
// and prerendered paths (and with them the sitemap) follow the files. Content modules are imported
// inside `content` and `meta` only, which browser builds leave out, so no browser chunk holds a case.

const notFound = { statusCode: 404 } as const;

const caseIds = () => import("../../content/cases/caseIds");
const caseFilters = () => import("../../content/cases/caseFilters");
const caseIndexPage = () => import("../pages/cases/CaseIndexPage");

/** `/case/{dimension}/{slug}`: one prerendered listing per filter option, so filters need no JavaScript. */
const filterRoutes = (
  [
    ["industry", "業種"],
    ["product", "製品"],
    ["size", "従業員数"],
  ] as const
).map(([dimension, label]) =>
  contentRoute<CaseIndexData>({
    path: `/case/${dimension}/:slug`,
    title: `${label}別の導入事例`,
    description: `${label}で絞り込んだ現場蔵の導入事例の一覧です。`,
    validate: async ({ slug }) =>
      slug !== undefined && (await caseFilters()).findFilterOption(dimension, slug) ? true : notFound,
    prerender: async () =>
      (await caseFilters()).filterSpecs[dimension].options.map((option) => ({ slug: option.slug })),
    content: async ({ params }) =>
      (await import("../../content/cases/caseIndex")).caseIndexPage({ dimension, slug: params.slug ?? "" }),
    meta: async (_data, { params }) =>
      (await import("../../content/cases/caseIndex")).caseFilterMeta({ dimension, slug: params.slug ?? "" }),
    page: caseIndexPage,
  }),
);

export const caseRoutes: RouteRegistration[] = [
  contentRoute<CaseIndexData>({
    path: "/case",
    title: "導入事例",
    description:
      "電子小黒板・工事写真台帳・クラウド・工事写真専用タブレットを導入した全国の建設会社の事例です。業種・製品・従業員数で絞り込み、導入前の課題と写真整理の時間がどう変わったかを読めます。",
    content: async () => (await import("../../content/cases/caseIndex")).caseIndexPage(),
    page: caseIndexPage,
  }),
  ...filterRoutes,
  contentRoute<CaseStudyPageContent>({
    path: "/case/:caseId",
    title: "導入事例の詳細",
    description: "現場蔵を導入した会社の課題、選んだ理由、使い方と効果をご紹介します。",
    validate: async ({ caseId }) => ((await caseIds()).isCaseId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).caseIds.map((caseId) => ({ caseId })),
    content: async ({ params }) =>
      (await import("../../content/cases/caseStudyPage")).caseStudyPage(params.caseId),
    meta: async (data) => (await import("../../content/cases/caseStudyPage")).caseStudyMeta(data),
    page: () => import("../pages/cases/CaseStudyRoutePage"),
  }),
  contentRoute<DownloadFormData>({
    path: "/case/:caseId/download",
    title: "導入事例資料のダウンロード",
    description: "現場蔵の導入事例を印刷しやすい資料にまとめました。フォームからお申し込みください。",
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).bookletIds.map((caseId) => ({ caseId })),
    content: async ({ params }) =>
      (await import("../../content/cases/caseBooklets")).caseDownloadPage(params.caseId),
    meta: async (_data, { params }) =>
      (await import("../../content/cases/caseBooklets")).caseDownloadMeta(params.caseId),
    page: () => import("../pages/cases/DownloadFormPage"),
  }),
  contentRoute<CaseBookletData>({
    path: "/case/:caseId/download/thanks",
    layout: "thanks",
    title: "導入事例資料のお申し込み完了",
    description: "導入事例資料をお申し込みいただいた方に、資料をお届けするページです。",
    noindex: true,
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
    prerender: async () => (await caseIds()).bookletIds.map((caseId) => ({ caseId })),
    content: async ({ params, context }) =>
      (await import("../../content/cases/caseBooklets")).caseBookletThanksPage(params.caseId, context),
    meta: async (_data, { params }) =>
      (await import("../../content/cases/caseBooklets")).caseBookletThanksMeta(params.caseId),
    page: () => import("../pages/cases/CaseBookletThanksPage"),
  }),
];
