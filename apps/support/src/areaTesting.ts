import type { RouteRegistration } from "@genbagura/routing";
import { contactRoutes } from "./routes/contactRoutes";
import { documentRoutes } from "./routes/documentRoutes";
import { downloadRoutes } from "./routes/downloadRoutes";
import { faqRoutes } from "./routes/faqRoutes";
import { requestRoutes } from "./routes/requestRoutes";
import { supportRoutes } from "./routes/supportRoutes";
import { termsRoutes } from "./routes/termsRoutes";

/** The routes of the forms, FAQ, support-top and terms areas (other areas of the family test their own). */
export const areaRoutes: readonly RouteRegistration[] = [
  ...supportRoutes,
  ...faqRoutes,
  ...contactRoutes,
  ...documentRoutes,
  ...requestRoutes,
  ...downloadRoutes,
  ...termsRoutes,
];
