import type { FormDefinition } from "@genbagura/forms";
import { type AppName, ownerOf, ownershipTable } from "@genbagura/routing";

export interface RenderedForm {
  /** The app whose route rendered the form. */
  app: AppName;
  path: string;
  form: FormDefinition;
}

/** A form definition inside a page's data (what `FormRouteData.form` and the like carry). */
export function isFormDefinition(value: unknown): value is FormDefinition {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return ["id", "kind", "schema", "label", "pagePath", "thanksPath"].every(
    (key) => typeof record[key] === "string",
  );
}

/** Every form definition found anywhere in a page's data. */
export function formsIn(data: unknown): FormDefinition[] {
  if (isFormDefinition(data)) return [data];
  if (Array.isArray(data)) return data.flatMap(formsIn);
  if (typeof data === "object" && data !== null) return Object.values(data).flatMap(formsIn);
  return [];
}

/**
 * Forms belong to the app that owns their page: each declares its own (`src/forms.ts`), no id is declared
 * twice (the API could not tell whose it is), and a route renders only forms its own app declares.
 */
export function findFormProblems(
  formsByApp: Readonly<Partial<Record<AppName, Readonly<Record<string, FormDefinition>>>>>,
  rendered: readonly RenderedForm[],
): string[] {
  const problems: string[] = [];
  const declaredBy = new Map<string, AppName>();
  for (const [app, forms] of Object.entries(formsByApp) as [
    AppName,
    Readonly<Record<string, FormDefinition>>,
  ][]) {
    for (const [id, form] of Object.entries(forms)) {
      const earlier = declaredBy.get(id);
      if (earlier) problems.push(`form ${id} is declared by both ${earlier} and ${app}`);
      declaredBy.set(id, app);
      if (form.id !== id) problems.push(`${app}: form ${id} calls itself ${form.id}`);
      const owner = ownerOf(form.pagePath, ownershipTable);
      if (owner !== app)
        problems.push(`${app}: form ${id} is on ${form.pagePath}, a page of ${owner ?? "no app"}`);
    }
  }
  for (const { app, path, form } of rendered) {
    const declared = formsByApp[app]?.[form.id];
    if (!declared) problems.push(`${app} ${path}: renders form ${form.id}, which ${app} does not declare`);
    else if (JSON.stringify(declared) !== JSON.stringify(form)) {
      problems.push(`${app} ${path}: renders form ${form.id} unlike ${app}'s declaration`);
    }
  }
  return problems;
}
