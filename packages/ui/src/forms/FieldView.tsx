import { ChoiceField } from "./ChoiceField";
import type { FieldSpec } from "./formLayout";
import { type AddressFieldName, PostalCodeField } from "./PostalCodeField";
import { SelectField } from "./SelectField";
import { TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";

export interface FieldViewProps {
  field: FieldSpec;
  idPrefix: string;
  /** Address fields present in the form, for the postal-code autofill. */
  addressFields: readonly AddressFieldName[];
}

/** Picks the component for a field's control. */
export function FieldView({ field, idPrefix, addressFields }: FieldViewProps) {
  const { control } = field;
  switch (control.kind) {
    case "text":
      return field.name === "postalCode" ? (
        <PostalCodeField field={field} control={control} idPrefix={idPrefix} fills={addressFields} />
      ) : (
        <TextField field={field} control={control} idPrefix={idPrefix} />
      );
    case "select":
      return <SelectField field={field} control={control} idPrefix={idPrefix} />;
    case "choice":
      return <ChoiceField field={field} control={control} idPrefix={idPrefix} />;
    case "textarea":
      return <TextAreaField field={field} idPrefix={idPrefix} />;
  }
}
