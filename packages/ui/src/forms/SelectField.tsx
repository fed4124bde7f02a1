import { FieldErrorText, FieldLabel } from "./FieldParts";
import type { FieldControl } from "./fieldCatalogue";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";
import { useFieldControl } from "./useFieldControl";

export interface SelectFieldProps {
  field: FieldSpec;
  control: Extract<FieldControl, { kind: "select" }>;
  idPrefix: string;
}

export function SelectField({ field, control, idPrefix }: SelectFieldProps) {
  const { ids, error, register, controlProps } = useFieldControl(field, idPrefix);
  return (
    <div className="g-form-field g-form-field--medium">
      <FieldLabel ids={ids} field={field} />
      <select
        className="g-form-field__select"
        autoComplete={control.autoComplete}
        {...controlProps}
        {...register(field.name)}
      >
        <option value="">{formMessages.pleaseSelect}</option>
        {control.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
