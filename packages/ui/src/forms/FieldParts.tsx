import type { FieldIds } from "./fieldIds";
import { formMessages } from "./formMessages";

/** 必須 or 任意 next to a label, so the visitor knows before sending what may stay empty. */
export function RequirementMark({ required }: { required: boolean }) {
  return required ? (
    <span className="g-form-mark g-form-mark--required">{formMessages.requiredMark}</span>
  ) : (
    <span className="g-form-mark">{formMessages.optionalMark}</span>
  );
}

export function FieldHelp({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="g-form-field__help" id={id}>
      {text}
    </p>
  ) : null;
}

/** The inline message, tied to its control through `aria-describedby`. */
export function FieldErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="g-form-field__error" id={id}>
      {message}
    </p>
  ) : null;
}

/** A single control's label (with its 必須/任意 mark unless hidden) and its help text. */
export function FieldLabel({
  ids,
  field,
  showMark = true,
}: {
  ids: FieldIds;
  field: { label: string; required: boolean; help?: string };
  showMark?: boolean;
}) {
  return (
    <>
      <label className="g-form-field__label" htmlFor={ids.control}>
        {field.label}
        {showMark ? <RequirementMark required={field.required} /> : null}
      </label>
      <FieldHelp id={ids.help} text={field.help} />
    </>
  );
}
