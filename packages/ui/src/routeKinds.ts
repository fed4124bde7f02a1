import { declaredForm, type FormDefinition } from "@genbagura/forms/defineForm";
import { routeKind } from "@genbagura/routing/routeKit";
import type {
  ArticlePageContent,
  CampaignPageContent,
  FaqPageContent,
  GlossaryTermPageContent,
  LandingPageContent,
  LegalPageContent,
  ListingPageContent,
  PriceTablePageContent,
  ProductPageContent,
  SpecTablePageContent,
  StandardPageContent,
  ThanksPageContent,
} from "./content/pages";
import { heroShareImage } from "./pageKinds.server";
import type { FormRouteData } from "./routePages/FormRoutePage";

/**
 * The kinds of route every app uses, each with the shared page of its template (`routePages/`): an app
 * registers `standardRoute({ path, title, description, breadcrumbs, content })` and writes no page.
 * Pages are lazy imports, so a routes module downloads none of them.
 */

export const standardRoute = routeKind<StandardPageContent>({
  page: () => import("./templates/StandardPage"),
});

/** The page after a form: the thanks layout, and never indexed. */
export const thanksRoute = routeKind<ThanksPageContent>({
  page: () => import("./templates/ThanksPage"),
  layout: "thanks",
  noindex: true,
});

/** A form route's content as written: its form named by id, among the forms of the app that owns it. */
export type FormRouteContent = Omit<FormRouteData, "form"> & {
  /** A form of the app's `src/forms.ts`, by id: content cannot import it, so the route checks the id. */
  formId: string;
};

/**
 * The form routes of one app: its content names a form by id and the page receives the form's
 * definition from the app's own forms (`src/forms.ts`, loaded by `load` on the server only).
 */
export function formRoutesOf<Id extends string>(forms: () => Promise<Readonly<Record<Id, FormDefinition>>>) {
  const toData = async ({ formId, ...content }: FormRouteContent): Promise<FormRouteData> => {
    return { ...content, form: declaredForm(await forms(), formId, "the app") };
  };
  return {
    formRoute: routeKind<FormRouteContent, FormRouteData>({
      page: () => import("./routePages/FormRoutePage"),
      toData,
    }),
    /**
     * The embeddable variant of a form page: the same page without the site's header and footer, kept
     * out of search results so it never competes with the page it copies.
     */
    embeddedFormRoute: routeKind<FormRouteContent, FormRouteData>({
      page: () => import("./routePages/FormRoutePage"),
      layout: "contents-only",
      noindex: true,
      toData,
    }),
  };
}

/** Advertising landing pages: the simple header, one action. */
export const landingRoute = routeKind<LandingPageContent>({
  page: () => import("./templates/LandingPage"),
  layout: "default-simple-header",
});

export { heroShareImage };

export const productRoute = routeKind<ProductPageContent>({
  page: () => import("./templates/ProductPage"),
  meta: (content) => heroShareImage(content.hero),
});

export const campaignRoute = routeKind<CampaignPageContent>({
  page: () => import("./templates/CampaignPage"),
});

export const faqRoute = routeKind<FaqPageContent>({ page: () => import("./templates/FaqPage") });

export const specTableRoute = routeKind<SpecTablePageContent>({
  page: () => import("./templates/SpecTablePage"),
});

export const priceTableRoute = routeKind<PriceTablePageContent>({
  page: () => import("./templates/PriceTablePage"),
});

export const legalRoute = routeKind<LegalPageContent>({ page: () => import("./templates/LegalPage") });

export const listingRoute = routeKind<ListingPageContent>({
  page: () => import("./templates/ListingPage"),
});

export const articleRoute = routeKind<ArticlePageContent>({
  page: () => import("./templates/ArticlePage"),
});

export const glossaryTermRoute = routeKind<GlossaryTermPageContent>({
  page: () => import("./templates/GlossaryTermPage"),
});
