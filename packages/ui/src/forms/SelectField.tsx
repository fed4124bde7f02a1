import { FieldErrorText, FieldLabel } from "./FieldParts";
import type { FieldControl } from "./fieldCatalogue";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";

export interface SelectFieldProps {
  field: FieldSpec;
  control: Extract<FieldControl, { kind: "select" }>;
  idPrefix: string;
}

export function SelectField({ field, control, idPrefix }: SelectFieldProps) {
  const { register, errors } = useFormKit();
  const ids = fieldIds(idPrefix, field.name);
  const error = errorMessage(errors[field.name]);
  return (
    <div className="g-form-field g-form-field--medium">
      <FieldLabel ids={ids} field={field} />
      <select
        className="g-form-field__select"
        id={ids.control}
        autoComplete={control.autoComplete}
        required={field.required}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(ids, Boolean(field.help), error)}
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
