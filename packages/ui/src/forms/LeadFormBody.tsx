import type { FormDefinition } from "@genbagura/forms/defineForm";
import { formSchemas } from "@genbagura/forms/formKinds";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@genbagura/forms/hiddenFields";
import { useNavigate } from "@genbagura/routing";
import { type FocusEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { ConsentField } from "./ConsentField";
import { FailureNotice } from "./FailureNotice";
import { FieldPair } from "./FieldPair";
import { FieldView } from "./FieldView";
import { defaultSubmitLabels } from "./fieldCatalogue";
import { captureBrowserFirstTouch } from "./firstTouch";
import { takeEarlyInteraction } from "./formIsland";
import {
  type FormKit,
  FormKitContext,
  type FormValues,
  staticFormKit,
  type ValidatedValues,
} from "./formKit";
import { CONSENT_FIELD, type LeadFormLayout, leadFormLayout } from "./formLayout";
import { formMessages } from "./formMessages";
import { HoneypotField } from "./HoneypotField";
import type { AddressFieldName } from "./PostalCodeField";

export interface LeadFormProps {
  /** The form, as its app declares it (`apps/<app>/src/forms.ts`); the page passes it in its data. */
  form: FormDefinition;
  /** Values the page fixes (e.g. `{ seminarId: "20250725" }`), sent as hidden fields. */
  hidden?: Readonly<Record<string, string>>;
  submitLabel?: string;
  /**
   * A short form: of the optional fields, only these are shown (required ones always are). Left out, the
   * form shows every field of its schema.
   */
  optionalFields?: readonly string[];
  /** When the form appeared to the visitor (epoch ms); defaults to when this component mounts. */
  shownAt?: number;
}

const addressFieldNames: readonly AddressFieldName[] = ["prefecture", "city", "street"];

function initialValues(layout: LeadFormLayout, hidden: Readonly<Record<string, string>>): FormValues {
  const values: FormValues = {};
  for (const name of layout.fieldOrder) values[name] = name === CONSENT_FIELD ? false : "";
  for (const name of layout.hiddenFields) values[name] = hidden[name] ?? "";
  return values;
}

type FormEngineModule = typeof import("./formEngine");

let engineModule: Promise<FormEngineModule> | undefined;

/** react-hook-form and the submission code, in a chunk of their own (see formKit.ts). */
function loadFormEngine(): Promise<FormEngineModule> {
  engineModule ??= import(/* webpackChunkName: "form-engine" */ "./formEngine");
  // A failed download is tried again on the next focus, input or submit.
  engineModule.catch(() => {
    engineModule = undefined;
  });
  return engineModule;
}

interface Failure {
  message: string;
  /** Counts failures, so the notice is mounted (and focused) again on each one. */
  attempt: number;
}

type FieldMessages = Readonly<Record<string, { message?: unknown } | undefined>>;

/**
 * A lead form of the site: the fields of its shared kind's schema, validated in the browser with the
 * schema the API validates with, posted to `/api/forms/<form id>`, and followed by the form's thanks page.
 */
export default function LeadFormBody({
  form: definition,
  hidden = {},
  submitLabel,
  optionalFields,
  shownAt,
}: LeadFormProps) {
  const hiddenNames = Object.keys(hidden).sort().join(",");
  const shownNames = optionalFields?.join(",");
  const layout = useMemo(
    () =>
      leadFormLayout(
        definition,
        hiddenNames === "" ? [] : hiddenNames.split(","),
        shownNames === undefined ? undefined : shownNames.split(",").filter((name) => name !== ""),
      ),
    [definition, hiddenNames, shownNames],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hidden` is a new object on every render; its names are the dependency, its values fixed by the page.
  const initial = useMemo(() => initialValues(layout, hidden), [layout]);
  const navigate = useNavigate();
  const idPrefix = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<FormEngineModule | undefined>(undefined);
  const [kit, setKit] = useState<FormKit>(staticFormKit);
  const [scriptReady, setScriptReady] = useState(false);
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState("");
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const submitWhenReady = useRef(false);
  /** Fields the visitor left before the form library arrived: checked as it takes over, as on leaving. */
  const leftBeforeReady = useRef(new Set<string>());
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | undefined>(undefined);
  const sentValues = useRef<string | undefined>(undefined);
  const startedAt = useRef<number | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);

  const loadEngine = () => {
    if (engine) return;
    loadFormEngine().then(setEngine, () => {
      // Without the form library the form cannot be sent: say so, and let the visitor try again.
      if (!submitWhenReady.current) return;
      submitWhenReady.current = false;
      setFailure((previous) => ({ message: formMessages.offline, attempt: (previous?.attempt ?? 0) + 1 }));
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form's code has arrived.
  useEffect(() => {
    startedAt.current = shownAt ?? Date.now();
    captureBrowserFirstTouch();
    setScriptReady(true);
    // What the visitor did to the server-rendered form before this code arrived (see formIsland.ts).
    const early = takeEarlyInteraction();
    for (const name of early.fieldsLeft) leftBeforeReady.current.add(name);
    const active = document.activeElement;
    if (early.touched || (active !== null && formElement.current?.contains(active))) loadEngine();
  }, []);

  const addressFields = addressFieldNames.filter((name) => layout.fieldOrder.includes(name));

  const showErrors = (messages: Readonly<Record<string, string>>) => {
    const unplaced = Object.entries(messages)
      .filter(([name]) => !layout.fieldOrder.includes(name))
      .map(([, message]) => message);
    setSummary([formMessages.invalidSummary(Object.keys(messages).length), ...unplaced].join(" "));
    const first = layout.fieldOrder.find((name) => messages[name] !== undefined);
    if (first && kit.interactive) kit.form.setFocus(first);
  };

  const onInvalid = (errors: FieldMessages) => {
    const messages: Record<string, string> = {};
    for (const [name, error] of Object.entries(errors)) {
      if (typeof error?.message === "string") messages[name] = error.message;
    }
    setFailure(undefined);
    showErrors(messages);
  };

  const onValid = async (values: ValidatedValues) => {
    if (inFlight.current || !kit.interactive) return;
    const { form, services } = kit;
    inFlight.current = true;
    setSending(true);
    setSummary(formMessages.sending);
    // One key per submission: a retry after a failure sends the same key, so the API stores it once.
    // Values changed since the last attempt make a new submission (the API refuses a key reused for other values).
    const fingerprint = JSON.stringify(values);
    if (idempotencyKey.current === undefined || fingerprint !== sentValues.current) {
      idempotencyKey.current = services.createIdempotencyKey();
      sentValues.current = fingerprint;
    }
    const body = {
      ...values,
      ...captureBrowserFirstTouch(),
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [STARTED_AT_FIELD]: startedAt.current,
    };
    const outcome = await services.submitLead(definition, body, idempotencyKey.current);
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

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (kit.interactive) return kit.form.handleSubmit(onValid, onInvalid)(event);
    // Sent before the form library arrived: sent as soon as it has taken over the fields.
    event?.preventDefault();
    submitWhenReady.current = true;
    loadEngine();
    return Promise.resolve();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as { name?: unknown };
    if (!kit.interactive && typeof name === "string" && name !== "") leftBeforeReady.current.add(name);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form library has taken over.
  useEffect(() => {
    if (!kit.interactive) return;
    for (const name of leftBeforeReady.current) {
      if (!layout.fieldOrder.includes(name)) continue;
      kit.form.setValue(name, kit.form.getValues(name), { shouldTouch: true, shouldValidate: true });
    }
    leftBeforeReady.current.clear();
    if (!submitWhenReady.current) return;
    submitWhenReady.current = false;
    void submit();
  }, [kit.interactive]);

  return (
    <FormKitContext.Provider value={kit}>
      {engine ? (
        <engine.FormEngine
          schema={formSchemas[definition.schema]}
          formElement={formElement}
          initialValues={initial}
          onKit={setKit}
        />
      ) : null}
      <form
        ref={formElement}
        className="g-form"
        method="post"
        noValidate
        aria-label={definition.label}
        aria-busy={sending ? "true" : undefined}
        // Marks when the form library has taken over the fields (tests wait for it).
        data-form-ready={kit.interactive ? "true" : undefined}
        onFocus={loadEngine}
        onInput={loadEngine}
        onBlur={onBlur}
        onSubmit={submit}
      >
        <noscript>
          <p className="g-form__noscript">{formMessages.noScript}</p>
        </noscript>
        {layout.requirementNote ? <p className="g-form__note">{layout.requirementNote}</p> : null}
        {layout.sections.map((section) => (
          <fieldset className="g-form__section" key={section.legend}>
            <legend className="g-form__legend">{section.legend}</legend>
            {section.note ? <p className="g-form__section-note">{section.note}</p> : null}
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
          <input key={name} type="hidden" defaultValue={hidden[name] ?? ""} {...kit.register(name)} />
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
    </FormKitContext.Provider>
  );
}
