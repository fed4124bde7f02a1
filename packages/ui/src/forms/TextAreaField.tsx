import { useState } from "react";
import { FieldErrorText, FieldLabel } from "./FieldParts";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";

/** Free text with a character counter against the schema's limit. */
export function TextAreaField({ field, idPrefix }: { field: FieldSpec; idPrefix: string }) {
  const { register, errors } = useFormKit();
  // Counted from the element itself, so it counts what is typed before the form library has loaded too.
  const [length, setLength] = useState(0);
  const ids = fieldIds(idPrefix, field.name);
  const counterId = `${ids.control}-count`;
  const error = errorMessage(errors[field.name]);
  // The same unit as the schema's maxLength check (UTF-16 code units).
  const overLimit = field.maxLength !== undefined && length > field.maxLength;
  const description = [describedBy(ids, Boolean(field.help), error), field.maxLength ? counterId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="g-form-field">
      <FieldLabel ids={ids} field={field} />
      <textarea
        className="g-form-field__textarea"
        id={ids.control}
        rows={6}
        required={field.required}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={description || undefined}
        {...register(field.name)}
        onInput={(event) => setLength(event.currentTarget.value.length)}
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
