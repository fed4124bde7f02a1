import type { FormSchema } from "@genbagura/forms";
import { createIdempotencyKey } from "@genbagura/http-client";
import { memo, type RefObject, useLayoutEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { browserHttpClient, browserPostalLookup } from "./browserServices";
import {
  currentFormValues,
  type FormKit,
  type FormServices,
  type FormValues,
  type ValidatedValues,
} from "./formKit";
import { submitLead } from "./submitLead";
import { valibotResolver } from "./valibotResolver";

// The part of a lead form loaded on the visitor's first focus, input or submit (see formKit.ts):
// react-hook-form over the form's valibot schema, and the code that talks to the API.

const services: FormServices = {
  submitLead: (form, body, idempotencyKey) => submitLead(browserHttpClient(), form, body, idempotencyKey),
  createIdempotencyKey,
  lookUpPostal: (code) => browserPostalLookup()(code),
};

export interface FormEngineProps {
  schema: FormSchema;
  /** The rendered form, whose elements react-hook-form takes over with the values they hold. */
  formElement: RefObject<HTMLFormElement | null>;
  initialValues: FormValues;
  onKit: (kit: FormKit) => void;
}

/**
 * Renders nothing: runs react-hook-form beside the form and hands the form a kit backed by it after
 * every change of its state (errors), so the fields keep their elements, focus and caret.
 */
export const FormEngine = memo(function FormEngine({
  schema,
  formElement,
  initialValues,
  onKit,
}: FormEngineProps) {
  const [defaultValues] = useState(() => currentFormValues(formElement.current, initialValues));
  const resolver = useMemo(() => valibotResolver(schema), [schema]);
  const form = useForm<FormValues, unknown, ValidatedValues>({
    resolver,
    defaultValues,
    mode: "onTouched",
    // Focus follows the page order of the layout, not the order fields registered in.
    shouldFocusError: false,
  });
  // Read here so this component re-renders (and hands over a new kit) when they change.
  const { errors } = form.formState;
  useLayoutEffect(() => {
    onKit({ interactive: true, register: form.register, errors, form, services });
  });
  return null;
});
