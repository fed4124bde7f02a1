import type { FormKind, FormSchema, FormSchemaName } from "./formKinds";

/**
 * One lead form of the site, declared by the app that owns its page (`apps/<app>/src/forms.ts`), served
 * by the API from that app's server bundle and carried to the browser in the page's data. Plain data.
 */
export interface FormDefinition {
  /** The API path's last segment (`/api/forms/<id>`) and the lead's form id in exports and the CRM. */
  id: string;
  kind: FormKind;
  /** The shared form kind whose schema validates it (`formSchemas` of `@genbagura/forms`). */
  schema: FormSchemaName;
  /** Shown to marketing (CSV, CRM) and the form's accessible name. */
  label: string;
  /** Route pattern of the page holding the form; `:name` segments come from the submitted value. */
  pagePath: string;
  /** Route pattern of the thanks page the visitor lands on after sending. */
  thanksPath: string;
  /** A test page's form (spec "Test pages"): its leads are stored and marked, never exported. */
  test?: true;
}

export interface FormDeclaration {
  kind: FormKind;
  /** Only where it is not the schema named like the kind (e.g. `caseDownload` for a `download`). */
  schema?: FormSchemaName;
  label: string;
  pagePath: string;
  /** Only where the thanks page is not `pagePath + "/thanks"`. */
  thanksPath?: string;
  test?: true;
}

/**
 * One form as a row of its app's table: `form("contact", "お問い合わせ", "/contact")`, with a schema,
 * thanks page or test mark only where they are not the defaults.
 */
export function form(
  kind: FormKind,
  label: string,
  pagePath: string,
  options: Pick<FormDeclaration, "schema" | "thanksPath" | "test"> = {},
): FormDeclaration {
  return { kind, label, pagePath, ...options };
}

/** The site's full request and document forms' thanks pages, where an ad page's short form lands too. */
const sharedThanksPaths = { request: "/request/thanks", document: "/document/thanks" } as const;

/**
 * An advertising page's short form: an id and label of its own (so a lead names the ad that brought
 * it), landing on the thanks page of the site's full form of its kind.
 */
export function adForm(
  kind: keyof typeof sharedThanksPaths,
  label: string,
  pagePath: string,
  schema?: FormSchemaName,
): FormDeclaration {
  return { kind, label, pagePath, thanksPath: sharedThanksPaths[kind], ...(schema ? { schema } : {}) };
}

/** The schema named like each kind. */
const schemaOfKind: Record<FormKind, FormSchemaName> = {
  contact: "contact",
  document: "document",
  request: "request",
  survey: "survey",
  download: "download",
  seminar: "seminar",
  consultation: "consultation",
  order: "order",
};

/**
 * An app's forms, keyed by id: `defineForms({ contact: form("contact", "お問い合わせ", "/contact") })`.
 * Fills each id, its schema and its thanks path.
 */
export function defineForms<const Id extends string>(
  declarations: Record<Id, FormDeclaration>,
): Readonly<Record<Id, FormDefinition>> {
  const entries = Object.entries<FormDeclaration>(declarations).map(([id, declaration]) => {
    const { kind, schema, label, pagePath, thanksPath, test } = declaration;
    const definition: FormDefinition = {
      id,
      kind,
      schema: schema ?? schemaOfKind[kind],
      label,
      pagePath,
      thanksPath: thanksPath ?? `${pagePath}/thanks`,
      ...(test ? { test } : {}),
    };
    return [id, definition] as const;
  });
  return Object.fromEntries(entries) as Record<Id, FormDefinition>;
}

/**
 * The form a page's content names by id. Content cannot import its app's forms module (content never
 * imports `src/`), so its ids are plain strings: an id the app does not declare fails the render, named.
 */
export function declaredForm<Id extends string>(
  forms: Readonly<Record<Id, FormDefinition>>,
  formId: string,
  app: string,
): FormDefinition {
  if (!Object.hasOwn(forms, formId)) throw new Error(`${app} declares no form "${formId}" (src/forms.ts)`);
  return forms[formId as Id];
}

const PATH_PARAM = /:([A-Za-z]+)/gu;
const SEGMENT_VALUE = /^[A-Za-z0-9_-]+$/u;

/**
 * Fills the `:name` segments of a route pattern from submitted values.
 * Returns undefined when a value is missing or is not a safe path segment.
 */
export function fillPathPattern(
  pattern: string,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  let complete = true;
  const path = pattern.replace(PATH_PARAM, (_segment, name: string) => {
    const value = values[name];
    if (typeof value === "string" && SEGMENT_VALUE.test(value)) return value;
    complete = false;
    return "";
  });
  return complete ? path : undefined;
}

/** The thanks page of one submission (its `:name` segments filled), or undefined when they cannot be. */
export function thanksPathFor(
  form: Pick<FormDefinition, "thanksPath">,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  return fillPathPattern(form.thanksPath, values);
}

/** Where the origin mounts the forms API; the form kit posts to `${FORMS_API_PATH}/<form id>`. */
export const FORMS_API_PATH = "/api/forms";

/**
 * What a server bundle (a remote's `src/server.ts`, the shell's renderer) exports about its forms: the
 * origin builds the API's form table from the live versions' bundles, so a deploy of the app that adds a
 * form is all it takes for the API to accept it.
 */
export interface ServerBundleForms {
  forms?: Readonly<Record<string, FormDefinition>>;
  /** The schemas this bundle was built with, so the API validates as the app's own pages do. */
  formSchemas?: Readonly<Record<string, FormSchema>>;
}
