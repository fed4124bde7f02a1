import { type KindServer, pageKind } from "@genbagura/routing/routeKit";
import type {
  ArticlePageContent,
  CampaignPageContent,
  FaqPageContent,
  GlossaryTermPageContent,
  LandingPageContent,
  LandingPageSource,
  LegalPageContent,
  ListingPageContent,
  PriceTablePageContent,
  ProductPageContent,
  SpecTablePageContent,
  StandardPageContent,
  ThanksPageContent,
} from "./content/pages";
import * as server from "./pageKinds.server";
import type { FormRouteData } from "./routePages/FormRoutePage";

/**
 * The kinds of page every app uses, each rendered by its shared template: an app declares
 * `standardPage({ path, breadcrumbs, server: server.about })`, the server half (title, description,
 * content) in the route module's `*.server.ts` twin. Templates are lazy imports, so a route module
 * downloads none of them.
 */

export const standardPage = pageKind<StandardPageContent>({ page: () => import("./templates/StandardPage") });

/** The page after a form: the thanks layout, and never indexed. */
export const thanksPage = pageKind<ThanksPageContent>({
  page: () => import("./templates/ThanksPage"),
  layout: "thanks",
  noindex: true,
});

/** Advertising landing pages: the simple header, one action. */
export const landingPage = pageKind<LandingPageContent>({
  page: () => import("./templates/LandingPage"),
  layout: "default-simple-header",
});

/**
 * An app's advertising landing pages with their own short form and proof, given the server half that binds
 * the form its content names to the app's forms (`landingPagesServer` of `pageKinds.server.ts`, in the
 * app's `routes/kinds.server.ts`). A page with proof reads the news family (`reads: ["news"]`).
 */
export function landingPagesOf(landingServer: KindServer<LandingPageSource, LandingPageContent>) {
  return {
    landingPage: pageKind<LandingPageSource, LandingPageContent>({
      page: () => import("./templates/LandingPage"),
      layout: "default-simple-header",
      server: landingServer,
    }),
  };
}

export const productPage = pageKind<ProductPageContent>({
  page: () => import("./templates/ProductPage"),
  server: server.productPage,
});

export const campaignPage = pageKind<CampaignPageContent>({ page: () => import("./templates/CampaignPage") });
export const faqPage = pageKind<FaqPageContent>({ page: () => import("./templates/FaqPage") });
export const specTablePage = pageKind<SpecTablePageContent>({
  page: () => import("./templates/SpecTablePage"),
});
export const priceTablePage = pageKind<PriceTablePageContent>({
  page: () => import("./templates/PriceTablePage"),
});
export const legalPage = pageKind<LegalPageContent>({ page: () => import("./templates/LegalPage") });
export const listingPage = pageKind<ListingPageContent>({ page: () => import("./templates/ListingPage") });
export const articlePage = pageKind<ArticlePageContent>({ page: () => import("./templates/ArticlePage") });
export const glossaryTermPage = pageKind<GlossaryTermPageContent>({
  page: () => import("./templates/GlossaryTermPage"),
});

/**
 * The form pages of one app, given the server half that binds their content's `formId` to the app's forms
 * (`formPagesServer` of `pageKinds.server.ts`, in the app's `routes/kinds.server.ts`). This is the one way
 * a page gets its form.
 */
export function formPagesOf(formServer: KindServer<server.FormPageContent, FormRouteData>) {
  return {
    formPage: pageKind<server.FormPageContent, FormRouteData>({
      page: () => import("./routePages/FormRoutePage"),
      server: formServer,
    }),
    /**
     * The embeddable variant of a form page: the same page without the site's header and footer, kept
     * out of search results so it never competes with the page it copies.
     */
    embeddedFormPage: pageKind<server.FormPageContent, FormRouteData>({
      page: () => import("./routePages/FormRoutePage"),
      layout: "contents-only",
      noindex: true,
      server: formServer,
    }),
  };
}
