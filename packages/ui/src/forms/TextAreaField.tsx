import { useFormContext, useWatch } from "react-hook-form";
import { FieldErrorText, FieldHelp, RequirementMark } from "./FieldParts";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";
import type { FormValues } from "./valibotResolver";

/** Free text with a character counter against the schema's limit. */
export function TextAreaField({ field, idPrefix }: { field: FieldSpec; idPrefix: string }) {
  const { register, formState, control } = useFormContext<FormValues>();
  const value = useWatch({ control, name: field.name });
  const ids = fieldIds(idPrefix, field.name);
  const counterId = `${ids.control}-count`;
  const error = errorMessage(formState.errors[field.name]);
  // The same unit as the schema's maxLength check (UTF-16 code units).
  const length = typeof value === "string" ? value.length : 0;
  const overLimit = field.maxLength !== undefined && length > field.maxLength;
  const description = [describedBy(ids, Boolean(field.help), error), field.maxLength ? counterId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="g-form-field">
      <label className="g-form-field__label" htmlFor={ids.control}>
        {field.label}
        <RequirementMark required={field.required} />
      </label>
      <FieldHelp id={ids.help} text={field.help} />
      <textarea
        className="g-form-field__textarea"
        id={ids.control}
        rows={6}
        required={field.required}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={description || undefined}
        {...register(field.name)}
      />
      {field.maxLength ? (
        <p
          className={
            overLimit ? "g-form-field__counter g-form-field__counter--over" : "g-form-field__counter"
          }
          id={counterId}
        >
          {formMessages.counter(length, field.maxLength)}
        </p>
      ) : null}
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
