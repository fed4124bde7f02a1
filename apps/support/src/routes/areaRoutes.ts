import type { RouteRegistration } from "@genbagura/routing";
import { contactRoutes } from "./contactRoutes";
import { documentRoutes } from "./documentRoutes";
import { downloadRoutes } from "./downloadRoutes";
import { faqRoutes } from "./faqRoutes";
import { requestRoutes } from "./requestRoutes";
import { supportRoutes } from "./supportRoutes";
import { termsRoutes } from "./termsRoutes";

/**
 * The routes of the forms, FAQ, support-top and terms areas: the family's routes module adds the
 * software downloads and help areas, which test their own pages.
 */
export const areaRoutes: readonly RouteRegistration[] = [
  ...supportRoutes,
  ...faqRoutes,
  ...contactRoutes,
  ...documentRoutes,
  ...requestRoutes,
  ...downloadRoutes,
  ...termsRoutes,
];
