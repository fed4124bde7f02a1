import { portLabel } from "@genbagura/illustrations";
import type { LabelledValue, SpecTableData } from "@genbagura/ui";
import { notDropTested } from "../catalogue";
import type { CatalogueProduct, DeviceSpec, DiscontinuedModel } from "../catalogueTypes";

/** Row labels of a device specification, in the order every spec table shows them. */
export const deviceSpecLabels: Readonly<Record<keyof DeviceSpec, string>> = {
  display: "ディスプレイ",
  os: "OS",
  cpu: "CPU",
  memory: "メモリ",
  storage: "ストレージ",
  camera: "カメラ",
  battery: "バッテリー",
  ipRating: "防塵・防水",
  dropTest: "耐衝撃(MIL-STD-810H落下試験)",
  weight: "質量",
  dimensions: "外形寸法(幅×高さ×厚さ)",
  operatingTemperature: "動作温度",
};

const deviceSpecKeys = Object.keys(deviceSpecLabels) as (keyof DeviceSpec)[];

const dropTestNote =
  "落下試験は、米国国防総省の環境試験規格MIL-STD-810H(Method 516.8)の手順に沿って第三者機関で実施しました。すべての条件で破損しないことを保証するものではありません。";
/** Beside devices none of which was drop-tested: where to turn when drops are part of the work. */
const untestedDropNote =
  "この機種は落下試験の対象外です。足場の上など落とすおそれのある現場では、落下試験に準拠したToughシリーズをご検討ください。";
const batteryNote = "連続使用時間は、画面の明るさ50%で1分ごとに撮影したときの自社測定による目安です。";

/** Whether the record says the device passed a drop test (its row is not 対象外). */
export function isDropTested(spec: DeviceSpec): boolean {
  return spec.dropTest !== notDropTested;
}

/**
 * Why the figures can be trusted and what they do not promise (景品表示法: state the basis). The note on
 * the third-party drop test is shown only beside a device the record says was tested, so a table never
 * reads 対象外 above a sentence saying the test was carried out.
 */
export function deviceSpecNotesFor(specs: readonly DeviceSpec[]): readonly string[] {
  return [...(specs.some(isDropTested) ? [dropTestNote] : [untestedDropNote]), batteryNote];
}

export function isDeviceSpec(spec: DeviceSpec | readonly LabelledValue[]): spec is DeviceSpec {
  return !Array.isArray(spec);
}

export function specRows(spec: DeviceSpec | readonly LabelledValue[]): LabelledValue[] {
  if (!isDeviceSpec(spec)) return [...spec];
  return deviceSpecKeys.map((key) => ({ label: deviceSpecLabels[key], value: spec[key] }));
}

/** The full specification of a product or a discontinued model, with the notes devices need. */
export function specTableOf(record: CatalogueProduct | DiscontinuedModel): SpecTableData {
  const software = "includedSoftware" in record && record.includedSoftware.length > 0;
  return {
    caption: `${record.name}の仕様`,
    rows: [
      ...specRows(record.spec),
      ...("ports" in record ? [{ label: "端子", value: record.ports.map(portLabel).join("、") }] : []),
      ...(software ? [{ label: "搭載ソフトウェア", value: record.includedSoftware.join("、") }] : []),
      ...("warranty" in record ? [{ label: "保証", value: record.warranty }] : []),
    ],
    ...(isDeviceSpec(record.spec) ? { notes: deviceSpecNotesFor([record.spec]) } : {}),
  };
}
