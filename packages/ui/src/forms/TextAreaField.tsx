import { useState } from "react";
import { FieldErrorText, FieldLabel } from "./FieldParts";
import { fieldIds } from "./fieldIds";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";
import { useFieldControl } from "./useFieldControl";

/** Free text with a character counter against the schema's limit. */
export function TextAreaField({ field, idPrefix }: { field: FieldSpec; idPrefix: string }) {
  // Counted from the element itself, so it counts what is typed before the form library has loaded too.
  const [length, setLength] = useState(0);
  const counterId = `${fieldIds(idPrefix, field.name).control}-count`;
  const { ids, error, register, controlProps } = useFieldControl(field, idPrefix, {
    after: field.maxLength ? counterId : undefined,
  });
  // The same unit as the schema's maxLength check (UTF-16 code units).
  const overLimit = field.maxLength !== undefined && length > field.maxLength;
  return (
    <div className="g-form-field">
      <FieldLabel ids={ids} field={field} />
      <textarea
        className="g-form-field__textarea"
        rows={6}
        {...controlProps}
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
