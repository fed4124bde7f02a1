import type { RecordedFact } from "@genbagura/routing";
import type { LabelledValue } from "@genbagura/ui";
import { catalogue, discontinuedModels } from "../content/catalogue";
import type { DeviceSpec } from "../content/catalogueTypes";

/** 「現場蔵Pad Tough」 and 「Pad Tough」: prose often drops the brand from a name of two words or more. */
function namesOf(name: string): string[] {
  const short = name.replace(/^現場蔵/u, "");
  return short !== name && short.includes(" ") ? [name, short] : [name];
}

/** One fact of a record when its value was found in the record's text, none when not. */
function factOf(
  id: string,
  name: string,
  kind: RecordedFact["kind"],
  value: string | undefined,
): RecordedFact[] {
  return value === undefined ? [] : [{ id, kind, subjects: namesOf(name), values: [value] }];
}

function ingressFact(id: string, name: string, spec: DeviceSpec): RecordedFact[] {
  return factOf(`${id}.ipRating`, name, "ingress", /IP(\d{2})/.exec(spec.ipRating)?.[1]);
}

/** A battery's capacity in watt-hours (PowerKit), from the 容量 line of its specification. */
function capacityFact(id: string, name: string, spec: readonly LabelledValue[]): RecordedFact[] {
  const capacity = spec.find((line) => line.label === "容量")?.value ?? "";
  return factOf(`${id}.capacity`, name, "capacity", /(\d+) ?Wh/.exec(capacity)?.[1]);
}

function factsOf(id: string, name: string, spec: DeviceSpec | readonly LabelledValue[]): RecordedFact[] {
  return "ipRating" in spec ? ingressFact(id, name, spec) : capacityFact(id, name, spec);
}

/** The hardware's recorded facts, current and discontinued, for the fact check at every publish. */
export async function facts(): Promise<readonly RecordedFact[]> {
  return [
    ...catalogue.flatMap((product) =>
      product.kind === "device" || product.kind === "accessory"
        ? factsOf(product.id, product.name, product.spec)
        : [],
    ),
    ...discontinuedModels.flatMap((model) => factsOf(model.id, model.name, model.spec)),
  ];
}
