import type { DatedEntry, RecordedFact, SaleWindow } from "@genbagura/routing";
import type { LabelledValue } from "@genbagura/ui";
import { directMailCampaigns } from "../content/campaigns/directMail";
import { catalogue, discontinuedModels, productById } from "../content/catalogue";
import type { CareProduct, DeviceSpec } from "../content/catalogueTypes";

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

/** Whether the device passed the drop test: its record reads 「準拠(…)」 or 「対象外(…)」. */
function dropTestFact(id: string, name: string, spec: DeviceSpec): RecordedFact[] {
  return factOf(`${id}.dropTest`, name, "drop-test", /(対象外|準拠)/u.exec(spec.dropTest)?.[1]);
}

function factsOf(id: string, name: string, spec: DeviceSpec | readonly LabelledValue[]): RecordedFact[] {
  return "ipRating" in spec
    ? [...ingressFact(id, name, spec), ...dropTestFact(id, name, spec)]
    : capacityFact(id, name, spec);
}

/** The service's name without its plan: prose says 「現場蔵ケア」 for every plan. */
const careName = "現場蔵ケア";

/**
 * How soon the care service ships a replacement unit: the first of 当日 / 翌営業日 its 代替機 line names (「平日の
 * 正午までの修理受付は当日、それ以降は翌営業日」 promises 当日 at best). Plans that promise the same are one
 * fact, so 「現場蔵ケア」 alone names them all; so does the number of plans (「現場蔵ケアの2つのプラン」).
 */
function careFacts(plans: readonly CareProduct[]): RecordedFact[] {
  const byValue = new Map<string, CareProduct[]>();
  for (const plan of plans) {
    const line = plan.spec.find((entry) => entry.label === "代替機")?.value ?? "";
    const value = /(当日|翌営業日)/u.exec(line)?.[1];
    if (value !== undefined) byValue.set(value, [...(byValue.get(value) ?? []), plan]);
  }
  const shipping = [...byValue].map(
    ([value, same]): RecordedFact => ({
      id: same.map((plan) => `${plan.id}.replacementShipping`).join(", "),
      kind: "replacement-shipping",
      subjects: [...same.map((plan) => plan.name), ...(byValue.size === 1 ? [careName] : [])],
      values: [value],
    }),
  );
  const planCount: RecordedFact = {
    id: "care.plans",
    kind: "plan-count",
    subjects: [careName],
    values: [String(plans.length)],
  };
  return [...shipping, planCount];
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
    ...careFacts(catalogue.filter((product) => product.kind === "care")),
  ];
}

/** 「2025年6月30日」 as 2025-06-30. */
function isoDayOf(japaneseDate: string): string {
  const [, year, month, day] = /(\d{4})年(\d{1,2})月(\d{1,2})日/u.exec(japaneseDate) ?? [];
  if (!year || !month || !day) throw new Error(`Not a date: ${japaneseDate}`);
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The end of sale of each model no longer sold (its launch is its press release's, in the news family). */
export async function saleWindows(): Promise<readonly SaleWindow[]> {
  return discontinuedModels.map((model) => ({
    id: `${model.id}.salesEnded`,
    subjects: [model.name],
    until: isoDayOf(model.salesEnded),
  }));
}

/** The mailings (`/dm_cp/*`, `/lp_dm/*`), each on its first day with the products it offers and names. */
export async function datedEntries(): Promise<readonly DatedEntry[]> {
  return directMailCampaigns.map((campaign) => ({
    path: campaign.path,
    key: `mailing${campaign.path}`,
    date: campaign.period.start,
    text: [
      ...campaign.eligible.map((product) => productById(product.id).name),
      campaign.lead,
      campaign.offer.heading,
      ...campaign.offer.paragraphs,
      ...campaign.conditions,
    ].join("\n"),
  }));
}
