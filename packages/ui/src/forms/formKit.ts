import type { FormDefinition } from "@genbagura/forms/defineForm";
import { createContext, useContext } from "react";
import type { FieldErrors, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { PostalLookup } from "./postalLookup";
import type { SubmitOutcome } from "./submitLead";

// What the form's fields and the form itself use of the form library, so the library can arrive after
// the page is interactive (ARCHITECTURE.md section 9: react-hook-form is not part of a form page's
// start-up). Until the first focus, input or submit, the fields render plain inputs the browser fills
// as usual; then `formEngine` (react-hook-form, the submission code) loads, takes over the same elements
// and starts from the values already typed into them.

export type FormValues = Record<string, string | boolean>;
export type ValidatedValues = Record<string, unknown>;

/** The connections the form makes to the site's API, loaded with the form library. */
export interface FormServices {
  submitLead(
    form: FormDefinition,
    body: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<SubmitOutcome>;
  createIdempotencyKey(): string;
  lookUpPostal: PostalLookup;
}

export interface RegisterOptions {
  onChange?: (event: { target: { value: string } }) => void;
}

export type FieldRegistration = Partial<UseFormRegisterReturn> & { name: string };

export type FormKit =
  | {
      interactive: false;
      register: (name: string, options?: RegisterOptions) => FieldRegistration;
      errors: FieldErrors<FormValues>;
    }
  | {
      interactive: true;
      register: (name: string, options?: RegisterOptions) => FieldRegistration;
      errors: FieldErrors<FormValues>;
      form: UseFormReturn<FormValues, unknown, ValidatedValues>;
      services: FormServices;
    };

/** Before the form library loads: named, uncontrolled elements, no errors yet. */
export const staticFormKit: FormKit = {
  interactive: false,
  register: (name) => ({ name }),
  errors: {},
};

export const FormKitContext = createContext<FormKit>(staticFormKit);

export function useFormKit(): FormKit {
  return useContext(FormKitContext);
}

/**
 * The values in the form's elements now: what the visitor typed, chose or ticked before the form
 * library arrived, over the form's initial values (only the names of `initial` are read).
 */
export function currentFormValues(form: HTMLFormElement | null, initial: FormValues): FormValues {
  const values: FormValues = { ...initial };
  if (!form) return values;
  for (const name of Object.keys(initial)) {
    const element = form.elements.namedItem(name);
    if (element instanceof RadioNodeList) values[name] = element.value;
    else if (element instanceof HTMLInputElement && element.type === "checkbox")
      values[name] = element.checked;
    else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      values[name] = element.value;
    }
  }
  return values;
}
