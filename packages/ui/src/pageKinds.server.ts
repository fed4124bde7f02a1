import { declaredForm, type FormDefinition } from "@genbagura/forms/defineForm";
import type { PageMeta } from "@genbagura/routing";
import type { KindServer } from "@genbagura/routing/routeKit";
import type { HeroData, ProductPageContent } from "./content/pages";
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
