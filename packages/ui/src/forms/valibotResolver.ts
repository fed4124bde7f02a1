import { type FormSchema, toFieldErrors } from "@genbagura/forms";
import type { FieldError, Resolver } from "react-hook-form";
import * as v from "valibot";

import type { FormValues, ValidatedValues } from "./formKit";

export type { FormValues, ValidatedValues } from "./formKit";

/**
 * react-hook-form resolver over the form's valibot schema: the browser shows exactly the messages the
 * API would answer with, one per field (the first issue found for it), through the API's own
 * `toFieldErrors`. Not `@hookform/resolvers/valibot` (7.0.7, tried): it parses with `abortPipeEarly`, so a
 * form-level check such as the e-mail confirmation never runs while another field is still wrong, and a
 * visitor who leaves the confirmation field mismatched sees nothing (LeadForm.dom.test.tsx shows it).
 */
export function valibotResolver(schema: FormSchema): Resolver<FormValues, unknown, ValidatedValues> {
  return (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(toFieldErrors(result.issues))) {
      errors[name] = { type: "validation", message };
    }
    return { values: {}, errors };
  };
}
