import { normalizePostalCode, PREFECTURES } from "@genbagura/forms";
import { useEffect, useRef, useState } from "react";
import type { FieldControl } from "./fieldCatalogue";
import { useFormKit } from "./formKit";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";
import { TextField } from "./TextField";

/** The address fields a postal code can fill, when the form has them. */
export type AddressFieldName = "prefecture" | "city" | "street";

export interface PostalCodeFieldProps {
  field: FieldSpec;
  control: Extract<FieldControl, { kind: "text" }>;
  idPrefix: string;
  fills: readonly AddressFieldName[];
}

function isPrefecture(value: string): boolean {
  return (PREFECTURES as readonly string[]).includes(value);
}

/** 郵便番号: once seven digits are typed, fills 都道府県 and 市区町村 (and the town, when 番地 is empty). */
export function PostalCodeField({ field, control, idPrefix, fills }: PostalCodeFieldProps) {
  const kit = useFormKit();
  const [status, setStatus] = useState("");
  const latestCode = useRef<string | undefined>(undefined);

  const lookUp = async (input: string) => {
    // The form library (and the lookup with it) arrives on the first input; see the effect below.
    if (!kit.interactive) return;
    const { form, services } = kit;
    const fill = (name: AddressFieldName, value: string) => {
      if (!fills.includes(name) || value === "") return;
      // Re-validated only when it shows an error, so a fill clears 「都道府県を選択してください」.
      form.setValue(name, value, {
        shouldDirty: true,
        shouldValidate: Boolean(form.getFieldState(name).error),
      });
    };
    const code = normalizePostalCode(input);
    if (!code || code === latestCode.current) return;
    latestCode.current = code;
    const result = await services.lookUpPostal(code);
    // The visitor may have typed another code while this one was on its way.
    if (latestCode.current !== code) return;
    if (result.status !== "found") {
      setStatus(result.status === "unknown" ? formMessages.postalUnknown : formMessages.postalUnavailable);
      return;
    }
    const { pref, city, town } = result.entry;
    if (isPrefecture(pref)) fill("prefecture", pref);
    fill("city", city);
    if (form.getValues("street") === "") fill("street", town);
    setStatus(formMessages.postalFilled(`${pref}${city}${town}`));
  };

  // A code typed (or pasted) before the form library arrived is looked up as soon as it is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form library takes over.
  useEffect(() => {
    if (kit.interactive) void lookUp(String(kit.form.getValues(field.name) ?? ""));
  }, [kit.interactive]);

  return (
    <>
      <TextField field={field} control={control} idPrefix={idPrefix} onValueChange={lookUp} />
      <p className="g-form-field__status" role="status">
        {status}
      </p>
    </>
  );
}
