import type { RouteRegistration } from "@genbagura/routing";
import type { FilterDimension } from "../../content/cases/caseFilters";
import * as server from "./cases.server";
import { caseBookletThanksPage, caseIndexPage, caseStudyPage, downloadFormPage } from "./kinds";

// Every id, filter option and booklet comes from the case files (content/cases/<id>.md): validation
// and prerendered paths (and with them the sitemap) follow the files. Content modules are imported by
// `validate` and by the server halves (`./cases.server.ts`) only, so no browser chunk holds a case.

const notFound = { statusCode: 404 } as const;

const caseIds = () => import("../../content/cases/caseIds");
const caseFilters = () => import("../../content/cases/caseFilters");

/**
 * `/case/{dimension}/{slug}`: one prerendered listing per filter option, so filters need no JavaScript.
 * The server half is a function of the dimension, undefined in a browser build (hence `?.`).
 */
const filterRoutes = (["industry", "product", "size"] satisfies FilterDimension[]).map((dimension) =>
  caseIndexPage({
    path: `/case/${dimension}/:slug`,
    validate: async ({ slug }) =>
      slug !== undefined && (await caseFilters()).findFilterOption(dimension, slug) ? true : notFound,
    server: server.caseFilter?.(dimension),
  }),
);

export const caseRoutes: RouteRegistration[] = [
  caseIndexPage({
    path: "/case",
    breadcrumbs: [{ label: "導入事例" }],
    server: server.caseIndex,
  }),
  ...filterRoutes,
  caseStudyPage({
    path: "/case/:caseId",
    server: server.caseCaseId,
    validate: async ({ caseId }) => ((await caseIds()).isCaseId(caseId) ? true : notFound),
  }),
  downloadFormPage({
    path: "/case/:caseId/download",
    server: server.caseCaseIdDownload,
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
  }),
  caseBookletThanksPage({
    path: "/case/:caseId/download/thanks",
    server: server.caseCaseIdDownloadThanks,
    validate: async ({ caseId }) => ((await caseIds()).isBookletId(caseId) ? true : notFound),
  }),
];
