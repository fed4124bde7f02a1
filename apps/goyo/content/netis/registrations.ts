import type { DataTableData, LabelledValue } from "@genbagura/ui";

/** Our technologies registered in NETIS, newest first. Every NETIS page reads this one list. */

export interface NetisRegistration {
  /** The NETIS registration number; the suffix says whether the post-evaluation is done. */
  number: string;
  name: string;
  products: string;
  registeredOn: string;
  evaluation: string;
  /** Fiscal years during which the technology is listed. */
  listed: string;
}

export const netisRegistrations = [
  {
    number: "HR-240017-A",
    name: "タブレットを用いた出来形管理の測定値記録システム",
    products: "現場蔵 出来形、現場蔵 御用達DX",
    registeredOn: "2024年8月26日",
    evaluation: "事後評価は未実施",
    listed: "2025年度〜2029年度",
  },
  {
    number: "KT-230045-A",
    name: "電子小黒板の情報を用いた工事写真台帳の自動作成システム",
    products: "現場蔵 御用達DX、現場蔵Padシリーズ、現場蔵 工事黒板",
    registeredOn: "2023年4月17日",
    evaluation: "事後評価は未実施",
    listed: "2024年度〜2028年度",
  },
  {
    number: "KT-190088-VE",
    name: "電子小黒板を一体化した工事写真撮影用タブレット",
    products: "現場蔵Padシリーズ",
    registeredOn: "2019年10月7日",
    evaluation: "2022年度に事後評価済み(継続調査の対象外)",
    listed: "2020年度〜2029年度(評価により延長)",
  },
] as const satisfies readonly NetisRegistration[];

/** The registration the NETIS pages lead with: photo ledgers made from the blackboard's data. */
export const mainNetisRegistration: NetisRegistration = netisRegistrations[1];

export function registrationRows(registration: NetisRegistration): LabelledValue[] {
  return [
    { label: "NETIS登録番号", value: registration.number },
    { label: "技術の名称", value: registration.name },
    { label: "対象の製品", value: registration.products },
    { label: "登録日", value: registration.registeredOn },
    { label: "事後評価", value: registration.evaluation },
    { label: "掲載期間", value: registration.listed },
  ];
}

export function registrationsTable(caption: string): DataTableData {
  return {
    caption,
    head: ["NETIS登録番号", "技術の名称", "対象の製品", "登録日", "事後評価", "掲載期間"],
    rows: netisRegistrations.map((registration) => [
      registration.number,
      registration.name,
      registration.products,
      registration.registeredOn,
      registration.evaluation,
      registration.listed,
    ]),
  };
}
