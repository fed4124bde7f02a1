import * as v from "valibot";
import { type FormSchema, type FormSchemaName, type FormValue, formSchemas } from "./formKinds";

export type FieldErrors = Record<string, string>;

export type ValidationResult<Value> = { ok: true; value: Value } | { ok: false; fieldErrors: FieldErrors };

/** Key for errors that belong to no single field (e.g. the body is not an object). */
export const FORM_ERROR_KEY = "_form";

/** One Japanese message per field: the first issue found for it. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    fieldErrors[v.getDotPath(issue) ?? FORM_ERROR_KEY] ??= issue.message;
  }
  return fieldErrors;
}

/** Validates with a schema object (the API passes the one of the server bundle that declares the form). */
export function validateWithSchema(
  schema: FormSchema,
  input: unknown,
): ValidationResult<Record<string, unknown>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, fieldErrors: toFieldErrors(result.issues) };
}

/** Validates with a shared form kind's schema, typed by it. */
export function validateSubmission<Name extends FormSchemaName>(
  name: Name,
  input: unknown,
): ValidationResult<FormValue<Name>> {
  return validateWithSchema(formSchemas[name], input) as ValidationResult<FormValue<Name>>;
}
