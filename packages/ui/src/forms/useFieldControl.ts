import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";

/**
 * What a field with one control (input, select, textarea) needs: its ids, its error, and the attributes
 * every such control carries. `describedAlso` adds ids read before the help (a group's help) or after
 * the error (a character counter).
 */
export function useFieldControl(
  field: FieldSpec,
  idPrefix: string,
  describedAlso: { before?: string; after?: string } = {},
) {
  const { register, errors } = useFormKit();
  const ids = fieldIds(idPrefix, field.name);
  const error = errorMessage(errors[field.name]);
  const description = [
    describedAlso.before,
    describedBy(ids, Boolean(field.help), error),
    describedAlso.after,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    ids,
    error,
    register,
    controlProps: {
      id: ids.control,
      required: field.required,
      "aria-invalid": error ? ("true" as const) : undefined,
      "aria-describedby": description || undefined,
    },
  };
}
