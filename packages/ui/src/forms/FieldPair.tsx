import { RequirementMark } from "./FieldParts";
import type { FieldSpec } from "./formLayout";
import { TextField } from "./TextField";

export interface FieldPairProps {
  legend: string;
  required: boolean;
  help?: string;
  fields: readonly [FieldSpec, FieldSpec];
  idPrefix: string;
}

/** 姓・名 or セイ・メイ side by side under one legend that carries the required mark. */
export function FieldPair({ legend, required, help, fields, idPrefix }: FieldPairProps) {
  const helpId = `${idPrefix}-${fields[0].name}-pair-help`;
  return (
    <fieldset className="g-form-pair">
      <legend className="g-form-field__label">
        {legend}
        <RequirementMark required={required} />
      </legend>
      {help ? (
        <p className="g-form-field__help" id={helpId}>
          {help}
        </p>
      ) : null}
      <div className="g-form-pair__fields">
        {fields.map((field) =>
          field.control.kind === "text" ? (
            <TextField
              key={field.name}
              field={field}
              control={field.control}
              idPrefix={idPrefix}
              showMark={false}
              groupHelpId={help ? helpId : undefined}
            />
          ) : null,
        )}
      </div>
    </fieldset>
  );
}
