import { FieldErrorText, FieldHelp, RequirementMark } from "./FieldParts";
import type { FieldControl } from "./fieldCatalogue";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";

export interface ChoiceFieldProps {
  field: FieldSpec;
  control: Extract<FieldControl, { kind: "choice" }>;
  idPrefix: string;
}

/** A short list of answers as radio buttons, grouped under the field's name. */
export function ChoiceField({ field, control, idPrefix }: ChoiceFieldProps) {
  const { register, errors } = useFormKit();
  const ids = fieldIds(idPrefix, field.name);
  const error = errorMessage(errors[field.name]);
  const description = describedBy(ids, Boolean(field.help), error);
  const registration = register(field.name);
  return (
    <fieldset className="g-form-field g-form-choice" aria-describedby={description}>
      <legend className="g-form-field__label">
        {field.label}
        <RequirementMark required={field.required} />
      </legend>
      <FieldHelp id={ids.help} text={field.help} />
      <div className="g-form-choice__options">
        {control.options.map((option, index) => (
          <label className="g-form-choice__option" key={option}>
            <input
              className="g-form-choice__input"
              type="radio"
              id={index === 0 ? ids.control : `${ids.control}-${index}`}
              value={option}
              required={field.required}
              aria-invalid={error ? "true" : undefined}
              {...registration}
            />
            {option}
          </label>
        ))}
      </div>
      <FieldErrorText id={ids.error} message={error} />
    </fieldset>
  );
}
