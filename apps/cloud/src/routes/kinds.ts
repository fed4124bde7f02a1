import type { Breadcrumb } from "@genbagura/routing";
import { pageKind } from "@genbagura/routing/routeKit";
import { landingPagesOf } from "@genbagura/ui/pageKinds";
import type { CloudPlanPageData, CloudProductContent, CloudProductPageData } from "../../content/pageData";
import * as server from "./kinds.server";

/** What the cloud family adds to the shared page kinds (`@genbagura/ui/pageKinds`). */

/** The top of every cloud page's trail (after ホーム, which the shell adds). */
export const cloudCrumb: Breadcrumb = { label: "現場蔵クラウド", href: "/cloud" };

/**
 * A product or feature page of the cloud: the product template with the drawn app screen; pages with
 * the `ios` guard also get the App Store data.
 */
export const cloudProductPage = pageKind<CloudProductContent, CloudProductPageData>({
  page: () => import("../pages/CloudProductRoutePage"),
  server: server.cloudProductPage,
});

/** The plans page: the plan cards from the plan records, then the page's own sections. */
export const cloudPlanPage = pageKind<CloudPlanPageData>({
  page: () => import("../pages/CloudPlanRoutePage"),
});

/** The advertising pages: a short form of the cloud's (`src/forms.ts`) and the customers' proof. */
export const { landingPage: adLandingPage } = landingPagesOf(server.landingPages);
