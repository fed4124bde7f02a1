import type { RecordedFact } from "@genbagura/routing";
import { catalogue, discontinuedModels } from "../content/catalogue";
import type { DeviceSpec } from "../content/catalogueTypes";

/** 「現場蔵Pad Tough」 and 「Pad Tough」: prose often drops the brand from a name of two words or more. */
function namesOf(name: string): string[] {
  const short = name.replace(/^現場蔵/u, "");
  return short !== name && short.includes(" ") ? [name, short] : [name];
}

function ingressFact(id: string, name: string, spec: DeviceSpec): RecordedFact[] {
  const rating = /IP(\d{2})/.exec(spec.ipRating)?.[1];
  if (rating === undefined) return [];
  return [
    {
      id: `${id}.ipRating`,
      kind: "ingress",
      subjects: namesOf(name),
      pattern: "IP(\\d{2})",
      values: [rating],
    },
  ];
}

/** The devices' recorded facts, current and discontinued, for the fact check at every publish. */
export async function facts(): Promise<readonly RecordedFact[]> {
  return [
    ...catalogue.flatMap((product) =>
      product.kind === "device" ? ingressFact(product.id, product.name, product.spec) : [],
    ),
    ...discontinuedModels.flatMap((model) =>
      "ipRating" in model.spec ? ingressFact(model.id, model.name, model.spec) : [],
    ),
  ];
}
