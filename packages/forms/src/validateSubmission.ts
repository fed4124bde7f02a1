import * as v from "valibot";
import { type FormId, type FormValue, formDefinitions } from "./formDefinitions";

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

export function validateSubmission<Id extends FormId>(
  formId: Id,
  input: unknown,
): ValidationResult<FormValue<Id>> {
  const result = v.safeParse(formDefinitions[formId].schema, input);
  if (result.success) return { ok: true, value: result.output as FormValue<Id> };
  return { ok: false, fieldErrors: toFieldErrors(result.issues) };
}
