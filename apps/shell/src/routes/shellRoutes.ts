import type { RouteRegistration } from "@genbagura/routing";
import { companyRoutes } from "./companyRoutes";
import { apologyPage, homePage, searchPage } from "./kinds";
import * as server from "./shellRoutes.server";
import { testPageRoutes } from "./testPageRoutes";

/** The pages the shell owns (ARCHITECTURE.md section 2), registered like any remote's. */
export const shellRoutes: RouteRegistration[] = [
  homePage({
    path: "/",
    server: server.home,
    reads: ["news"],
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
    perRequest: true,
    server: server.search,
  }),
  ...testPageRoutes,
  ...companyRoutes,
];
