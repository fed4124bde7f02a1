import { normalizePostalCode, PREFECTURES } from "@genbagura/forms";
import { useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { browserPostalLookup } from "./browserServices";
import type { FieldControl } from "./fieldCatalogue";
import type { FieldSpec } from "./formLayout";
import { formMessages } from "./formMessages";
import { TextField } from "./TextField";
import type { FormValues } from "./valibotResolver";

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
  const { setValue, getValues, getFieldState } = useFormContext<FormValues>();
  const [status, setStatus] = useState("");
  const latestCode = useRef<string | undefined>(undefined);

  const fill = (name: AddressFieldName, value: string) => {
    if (!fills.includes(name) || value === "") return;
    // Re-validated only when it shows an error, so a fill clears 「都道府県を選択してください」.
    setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) });
  };

  const lookUp = async (input: string) => {
    const code = normalizePostalCode(input);
    if (!code || code === latestCode.current) return;
    latestCode.current = code;
    const result = await browserPostalLookup()(code);
    // The visitor may have typed another code while this one was on its way.
    if (latestCode.current !== code) return;
    if (result.status !== "found") {
      setStatus(result.status === "unknown" ? formMessages.postalUnknown : formMessages.postalUnavailable);
      return;
    }
    const { pref, city, town } = result.entry;
    if (isPrefecture(pref)) fill("prefecture", pref);
    fill("city", city);
    if (getValues("street") === "") fill("street", town);
    setStatus(formMessages.postalFilled(`${pref}${city}${town}`));
  };

  return (
    <>
      <TextField field={field} control={control} idPrefix={idPrefix} onValueChange={lookUp} />
      <p className="g-form-field__status" role="status">
        {status}
      </p>
    </>
  );
}
