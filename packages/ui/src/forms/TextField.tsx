import { FieldErrorText, FieldLabel } from "./FieldParts";
import type { FieldControl } from "./fieldCatalogue";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";

export interface TextFieldProps {
  field: FieldSpec;
  control: Extract<FieldControl, { kind: "text" }>;
  idPrefix: string;
  /** False inside a pair, whose legend carries the mark. */
  showMark?: boolean;
  /** Help shared by a pair of fields, read before the field's own. */
  groupHelpId?: string;
  onValueChange?: (value: string) => void;
}

export function TextField({
  field,
  control,
  idPrefix,
  showMark = true,
  groupHelpId,
  onValueChange,
}: TextFieldProps) {
  const { register, errors } = useFormKit();
  const ids = fieldIds(idPrefix, field.name);
  const error = errorMessage(errors[field.name]);
  const description = [groupHelpId, describedBy(ids, Boolean(field.help), error)].filter(Boolean).join(" ");
  const registration = register(field.name, {
    onChange: onValueChange
      ? (event: { target: { value: string } }) => onValueChange(event.target.value)
      : undefined,
  });
  return (
    <div className={`g-form-field g-form-field--${control.width ?? "full"}`}>
      <FieldLabel ids={ids} field={field} showMark={showMark} />
      <input
        className="g-form-field__input"
        id={ids.control}
        type={control.type}
        autoComplete={control.autoComplete}
        inputMode={control.inputMode}
        required={field.required}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={description || undefined}
        {...registration}
      />
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
