import {
  type FormDefinition,
  type FormSchema,
  formSchemas as originSchemas,
  type ServerBundleForms,
} from "@genbagura/forms";
import type { AppName } from "@genbagura/routing";

/** A form the API accepts: its definition, the app that declares it and the schema it is validated with. */
export interface AcceptedForm {
  app: AppName;
  definition: FormDefinition;
  schema: FormSchema;
}

/** The forms of one set of app versions, by id. */
export interface FormTable {
  get(formId: string): AcceptedForm | undefined;
  all(): readonly AcceptedForm[];
}

/** The site's forms as the API and the leads tools see them. */
export interface SiteForms {
  /** What a request may post to: the forms of the versions its visitor sees. */
  forRequest: (request: Request) => FormTable;
  live: () => FormTable;
}

export const emptyFormTable: FormTable = { get: () => undefined, all: () => [] };

export interface BuiltFormTable {
  table: FormTable;
  /** Forms left out, each with why: a deploy refuses to switch to such a set of versions. */
  problems: string[];
}

/**
 * Builds the API's form table from the server bundles of the apps that are up (in app order). A form is
 * validated with the schema of its own bundle (the one its pages were built with), or the origin's when
 * the bundle exports none. An id declared twice stays with the app that declared it first.
 */
export function buildFormTable(
  bundles: readonly { app: AppName; module: ServerBundleForms }[],
): BuiltFormTable {
  const byId = new Map<string, AcceptedForm>();
  const problems: string[] = [];
  for (const { app, module } of bundles) {
    const schemas: Readonly<Record<string, FormSchema>> = module.formSchemas ?? originSchemas;
    for (const [id, definition] of Object.entries(module.forms ?? {})) {
      const earlier = byId.get(id);
      const schema = Object.hasOwn(schemas, definition.schema) ? schemas[definition.schema] : undefined;
      if (earlier)
        problems.push(`form "${id}" is declared by both ${earlier.app} and ${app}: one app owns a form id`);
      else if (definition.id !== id) problems.push(`${app}: form "${id}" calls itself "${definition.id}"`);
      else if (!schema)
        problems.push(`${app}: form "${id}" names the schema "${definition.schema}", which its bundle lacks`);
      else byId.set(id, { app, definition, schema });
    }
  }
  return {
    table: { get: (formId) => byId.get(formId), all: () => [...byId.values()] },
    problems,
  };
}
