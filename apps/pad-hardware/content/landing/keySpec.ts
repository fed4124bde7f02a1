import type { ContentBlock } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import type { DeviceProduct } from "../catalogueTypes";
import { deviceSpecLabels, deviceSpecNotesFor } from "../shared/specTables";

const keyRows = ["display", "ipRating", "dropTest", "battery", "weight"] as const;

/** The five specification rows an advertising visitor compares first, with the price. */
export function keySpecTable(device: DeviceProduct): ContentBlock {
  return {
    kind: "specTable",
    heading: "主な仕様と価格",
    caption: `${device.name}の主な仕様と価格`,
    rows: [
      ...keyRows.map((key) => ({ label: deviceSpecLabels[key], value: device.spec[key] })),
      { label: "本体価格", value: formatPrice(device.price) },
    ],
    notes: deviceSpecNotesFor([device.spec]),
  };
}
