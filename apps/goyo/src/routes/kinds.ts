import { pageKind } from "@genbagura/routing/routeKit";
import type { CampaignPageContent } from "@genbagura/ui";
import { formPagesOf, landingPagesOf } from "@genbagura/ui/pageKinds";
import type {
  LicenceActivationsContent,
  LicenceLoginContent,
} from "../../content/licence/licenceContentTypes";
import type { GoyoCampaignContent } from "../../content/pageData";
import * as server from "./kinds.server";

/**
 * What goyo adds to the shared page kinds (`@genbagura/ui/pageKinds`): its form pages bound to its forms,
 * a campaign whose end is decided when the page is rendered, and the two pages of the licence flow.
 */

/** Trial, document and order-made requests: the shared form page around one of goyo's lead forms. */
export const { formPage } = formPagesOf(server.formPages);

/** The advertising pages: a short form of goyo's (`src/forms.ts`) and the customers' proof. */
export const { landingPage: adLandingPage } = landingPagesOf(server.landingPages);

/** A dated campaign: whether it has ended is decided at build (or server render) time. */
export const goyoCampaignPage = pageKind<GoyoCampaignContent, CampaignPageContent>({
  page: () => import("@genbagura/ui/templates/CampaignPage"),
  server: server.goyoCampaignPage,
});

/** The sign-in page of the licence deregistration flow: never indexed. */
export const licenceLoginPage = pageKind<LicenceLoginContent>({
  page: () => import("../pages/licence/LicenceLoginPage"),
  noindex: true,
});

/** The guarded list of a licence's activated PCs: never indexed. */
export const licenceActivationsPage = pageKind<LicenceActivationsContent>({
  page: () => import("../pages/licence/LicenceActivationsPage"),
  noindex: true,
});
