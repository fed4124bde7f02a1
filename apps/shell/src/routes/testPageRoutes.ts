import type { RouteRegistration } from "@genbagura/routing";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";
import * as server from "./testPageRoutes.server";

/**
 * The spec's test pages with forms: the real lead forms for staff to check production. Everything under
 * `/test_prod/` is noindex and out of the sitemap (the renderer's rule); their forms are marked `test`.
 */

export const testPageRoutes: RouteRegistration[] = [
  formPage({
    path: "/test_prod/contact",
    server: server.testProdContact,
    noindex: true,
  }),
  thanksPage({
    path: "/test_prod/contact/thanks",
    server: server.testProdContactThanks,
  }),
  formPage({
    path: "/test_prod/estimate",
    server: server.testProdEstimate,
    noindex: true,
  }),
  thanksPage({
    path: "/test_prod/estimate/thanks",
    server: server.testProdEstimateThanks,
  }),
];
