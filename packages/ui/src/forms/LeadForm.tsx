import { type FormId, formDefinitions, HONEYPOT_FIELD, STARTED_AT_FIELD } from "@genbagura/forms";
import { createIdempotencyKey } from "@genbagura/http-client";
import { useNavigate } from "@genbagura/routing";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormProvider, type FieldErrors as HookFormErrors, useForm } from "react-hook-form";
import { browserHttpClient } from "./browserServices";
import { ConsentField } from "./ConsentField";
import { FailureNotice } from "./FailureNotice";
import { FieldPair } from "./FieldPair";
import { FieldView } from "./FieldView";
import { defaultSubmitLabels } from "./fieldCatalogue";
import { captureBrowserFirstTouch } from "./firstTouch";
import { CONSENT_FIELD, type LeadFormLayout, leadFormLayout } from "./formLayout";
import { formMessages } from "./formMessages";
import { HoneypotField } from "./HoneypotField";
import type { AddressFieldName } from "./PostalCodeField";
import { submitLead } from "./submitLead";
import { type FormValues, type ValidatedValues, valibotResolver } from "./valibotResolver";

export interface LeadFormProps {
  formId: FormId;
  /** Values the page fixes (e.g. `{ seminarId: "20250725" }`), sent as hidden fields. */
  hidden?: Readonly<Record<string, string>>;
  submitLabel?: string;
}

const addressFieldNames: readonly AddressFieldName[] = ["prefecture", "city", "street"];

function initialValues(layout: LeadFormLayout, hidden: Readonly<Record<string, string>>): FormValues {
  const values: FormValues = {};
  for (const name of layout.fieldOrder) values[name] = name === CONSENT_FIELD ? false : "";
  for (const name of layout.hiddenFields) values[name] = hidden[name] ?? "";
  return values;
}

interface Failure {
  message: string;
  /** Counts failures, so the notice is mounted (and focused) again on each one. */
  attempt: number;
}

/**
 * A lead form of the site: the fields of `formDefinitions[formId]`, validated in the browser with the
 * API's own schema, posted to `/api/forms/<formId>`, and followed by the form's thanks page.
 */
export function LeadForm({ formId, hidden = {}, submitLabel }: LeadFormProps) {
  const definition = formDefinitions[formId];
  const hiddenNames = Object.keys(hidden).sort().join(",");
  const layout = useMemo(
    () => leadFormLayout(formId, hiddenNames === "" ? [] : hiddenNames.split(",")),
    [formId, hiddenNames],
  );
  const resolver = useMemo(() => valibotResolver(definition.schema), [definition]);
  const form = useForm<FormValues, unknown, ValidatedValues>({
    resolver,
    defaultValues: initialValues(layout, hidden),
    mode: "onTouched",
    // Focus follows the page order of `layout.fieldOrder`, not the order fields registered in.
    shouldFocusError: false,
  });
  const navigate = useNavigate();
  const idPrefix = useId();
  const [scriptReady, setScriptReady] = useState(false);
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState("");
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | undefined>(undefined);
  const sentValues = useRef<string | undefined>(undefined);
  const startedAt = useRef<number | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    captureBrowserFirstTouch();
    setScriptReady(true);
  }, []);

  const addressFields = addressFieldNames.filter((name) => layout.fieldOrder.includes(name));

  const showErrors = (messages: Readonly<Record<string, string>>) => {
    const unplaced = Object.entries(messages)
      .filter(([name]) => !layout.fieldOrder.includes(name))
      .map(([, message]) => message);
    setSummary([formMessages.invalidSummary(Object.keys(messages).length), ...unplaced].join(" "));
    const first = layout.fieldOrder.find((name) => messages[name] !== undefined);
    if (first) form.setFocus(first);
  };

  const onInvalid = (errors: HookFormErrors<FormValues>) => {
    const messages: Record<string, string> = {};
    for (const [name, error] of Object.entries(errors)) {
      if (typeof error?.message === "string") messages[name] = error.message;
    }
    setFailure(undefined);
    showErrors(messages);
  };

  const onValid = async (values: ValidatedValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setSummary(formMessages.sending);
    // One key per submission: a retry after a failure sends the same key, so the API stores it once.
    // Values changed since the last attempt make a new submission (the API refuses a key reused for other values).
    const fingerprint = JSON.stringify(values);
    if (idempotencyKey.current === undefined || fingerprint !== sentValues.current) {
      idempotencyKey.current = createIdempotencyKey();
      sentValues.current = fingerprint;
    }
    const body = {
      ...values,
      ...captureBrowserFirstTouch(),
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [STARTED_AT_FIELD]: startedAt.current,
    };
    const outcome = await submitLead(browserHttpClient(), formId, body, idempotencyKey.current);
    if (outcome.kind === "accepted") {
      // The button stays disabled while the thanks page loads.
      navigate(outcome.thanksPath);
      return;
    }
    inFlight.current = false;
    setSending(false);
    if (outcome.kind === "invalid") {
      setFailure(undefined);
      for (const [name, message] of Object.entries(outcome.fieldErrors)) {
        form.setError(name, { type: "server", message });
      }
      showErrors(outcome.fieldErrors);
      return;
    }
    setSummary("");
    setFailure((previous) => ({ message: outcome.message, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  const submit = form.handleSubmit(onValid, onInvalid);

  return (
    <FormProvider {...form}>
      <form
        className="g-form"
        method="post"
        noValidate
        aria-label={definition.label}
        aria-busy={sending ? "true" : undefined}
        onSubmit={submit}
      >
        <noscript>
          <p className="g-form__noscript">{formMessages.noScript}</p>
        </noscript>
        {layout.sections.map((section) => (
          <fieldset className="g-form__section" key={section.legend}>
            <legend className="g-form__legend">{section.legend}</legend>
            {section.rows.map((row) =>
              row.kind === "pair" ? (
                <FieldPair
                  key={row.legend}
                  legend={row.legend}
                  required={row.required}
                  help={row.help}
                  fields={row.fields}
                  idPrefix={idPrefix}
                />
              ) : (
                <FieldView
                  key={row.field.name}
                  field={row.field}
                  idPrefix={idPrefix}
                  addressFields={addressFields}
                />
              ),
            )}
          </fieldset>
        ))}
        {layout.hiddenFields.map((name) => (
          <input key={name} type="hidden" defaultValue={hidden[name] ?? ""} {...form.register(name)} />
        ))}
        {layout.fieldOrder.includes(CONSENT_FIELD) ? <ConsentField idPrefix={idPrefix} /> : null}
        <HoneypotField idPrefix={idPrefix} inputRef={honeypot} />
        <p className="g-form__status" role="status">
          {summary}
        </p>
        {failure ? (
          <FailureNotice
            key={failure.attempt}
            message={failure.message}
            onRetry={() => void submit()}
            retryDisabled={sending}
          />
        ) : null}
        <div className="g-form__actions">
          <button
            className="g-button g-button--primary g-button--large g-form__submit"
            type="submit"
            // Disabled until the script runs: without it the form cannot be sent (see the noscript note).
            disabled={!scriptReady}
            aria-disabled={sending ? "true" : undefined}
          >
            {sending ? formMessages.sending : (submitLabel ?? defaultSubmitLabels[definition.kind])}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
