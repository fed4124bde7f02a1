import type { RouteRegistration } from "@genbagura/routing";
import { companyRoutes } from "./companyRoutes";
import { apologyPage, chooserPage, homePage, searchPage } from "./kinds";
import * as server from "./shellRoutes.server";
import { testPageRoutes } from "./testPageRoutes";

/** The pages the shell owns (ARCHITECTURE.md section 2), registered like any remote's. */
export const shellRoutes: RouteRegistration[] = [
  homePage({
    path: "/",
    server: server.home,
    reads: ["news"],
  }),
  chooserPage({
    path: "/choose",
    server: server.chooser,
    breadcrumbs: [{ label: "どれを選べばいい？" }],
    // Each family's prices come from its own remote: a remote deploy re-renders the chooser.
    reads: "all",
  }),
  apologyPage({
    path: "/error",
    server: server.error,
  }),
  apologyPage({
    path: "/error/500",
    server: server.error500,
  }),
  apologyPage({
    path: "/test_prod/error50x",
    server: server.testProdError50x,
  }),
  searchPage({
    path: "/search",
    breadcrumbs: [{ label: "サイト内検索" }],
    perRequest: true,
    server: server.search,
  }),
  ...testPageRoutes,
  ...companyRoutes,
];
