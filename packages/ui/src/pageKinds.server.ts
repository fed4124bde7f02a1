import { declaredForm, type FormDefinition } from "@genbagura/forms/defineForm";
import type { LoadContext, PageMeta } from "@genbagura/routing";
import type { KindServer } from "@genbagura/routing/routeKit";
import type {
  HeroData,
  LandingForm,
  LandingFormSpec,
  LandingPageContent,
  LandingPageSource,
  ProductPageContent,
} from "./content/pages";
import { shortFormFields } from "./landing/shortFormFields";
import type { FormRouteData } from "./routePages/FormRoutePage";

/** The server halves of the shared page kinds (`pageKinds.ts`): never in a browser build. */

/** A product's page shares its product's drawing; a feature page keeps the family's image. */
export async function heroShareImage(hero: HeroData): Promise<PageMeta | undefined> {
  const drawing = hero.illustration;
  if (!drawing) return undefined;
  const { drawingOf, shareImagePath } = await import("@genbagura/illustrations");
  return drawingOf(drawing.name).subject === "product"
    ? { ogImage: shareImagePath(drawing.name) }
    : undefined;
}

export const productPage: KindServer<ProductPageContent, ProductPageContent> = {
  meta: (content) => heroShareImage(content.hero),
};

/** A form page's content as written: its form named by id, among the forms of the app that owns it. */
export type FormPageContent = Omit<FormRouteData, "form"> & {
  /** A form of the app's `src/forms.ts`, by id: content cannot import it, so the page checks the id. */
  formId: string;
};

/**
 * The one way a page gets its form: its content names the form by id, and the server puts the definition
 * the app declares (`src/forms.ts`) in the page's data, so no page binds a form in the browser.
 */
export function formBinder<Id extends string>(forms: () => Promise<Readonly<Record<Id, FormDefinition>>>) {
  return async (formId: string): Promise<FormDefinition> => declaredForm(await forms(), formId, "the app");
}

/** The server half of an app's form pages: the page receives the form's definition from the app's forms. */
export function formPagesServer<Id extends string>(
  forms: () => Promise<Readonly<Record<Id, FormDefinition>>>,
): KindServer<FormPageContent, FormRouteData> {
  const formOf = formBinder(forms);
  return { toData: async ({ formId, ...content }) => ({ ...content, form: await formOf(formId) }) };
}

/** How many cases a landing page looks through for one of its products (there are a few dozen). */
const proofCaseCount = 100;

/**
 * The server half of an app's landing pages: the short form the content names by id becomes the form the
 * app declares, and the products it names become its proof (read from the news family's cases, so the
 * page's route `reads: ["news"]`; with news down the proof is left out and the page still renders).
 */
export function landingPagesServer<Id extends string>(
  forms: () => Promise<Readonly<Record<Id, FormDefinition>>>,
): KindServer<LandingPageSource, LandingPageContent> {
  const formOf = formBinder(forms);
  const bindForm = async ({ formId, optionalFields, ...shown }: LandingFormSpec): Promise<LandingForm> => {
    const form = await formOf(formId);
    return { ...shown, form, optionalFields: optionalFields ?? shortFormFields[form.kind] };
  };
  const proofOf = async (products: readonly string[], context: LoadContext) => {
    const [{ landingProofOf }, cases] = await Promise.all([
      import("./proof/proofBlocks"),
      context.highlights("cases", proofCaseCount),
    ]);
    return landingProofOf(cases, products);
  };
  return {
    toData: async ({ form, proofProducts, ...content }, request) => {
      const [bound, proof] = await Promise.all([
        form ? bindForm(form) : undefined,
        proofProducts ? proofOf(proofProducts, request.context) : [],
      ]);
      return { ...content, ...(bound ? { form: bound } : {}), ...(proof.length > 0 ? { proof } : {}) };
    },
  };
}
