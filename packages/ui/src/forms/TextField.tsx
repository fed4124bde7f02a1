import { FieldErrorText, FieldLabel } from "./FieldParts";
import type { FieldControl } from "./fieldCatalogue";
import type { FieldSpec } from "./formLayout";
import { useFieldControl } from "./useFieldControl";

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
  const { ids, error, register, controlProps } = useFieldControl(field, idPrefix, { before: groupHelpId });
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
        type={control.type}
        autoComplete={control.autoComplete}
        inputMode={control.inputMode}
        {...controlProps}
        {...registration}
      />
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
