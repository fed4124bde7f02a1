import type { DataTableData } from "@genbagura/ui";
import { endedLedgerEditions, supportEndDate } from "../lifecycle";

/**
 * The versions of our products that passed a J-COMSIA certification, in the order they passed.
 * Every certificates page reads this one list, so a new certificate is added here only.
 */

export const certificationKinds = {
  tamperDetection: {
    name: "信憑性確認(改ざん検知機能)検定",
    target: "撮影アプリ",
    checks: "撮影時に写真へ記録するハッシュ値が、決められた方式と手順どおりに計算・記録されているか",
  },
  blackboardLink: {
    name: "小黒板情報連携機能検定",
    target: "写真管理ソフト",
    checks:
      "電子小黒板に入力した工種・測点などの情報を、写真管理ソフトが正しく読み取って写真の管理項目に反映できるか",
  },
} as const;

export type CertificationKind = keyof typeof certificationKinds;
export type CertifiedProduct = "pad" | "kokuban" | "cam" | "goyo" | "goyoDx";

export interface CertifiedVersion {
  product: CertifiedProduct;
  productName: string;
  version: string;
  kind: CertificationKind;
  /** The number printed on the certificate. */
  certificateNumber: string;
  /** As printed on the certificate. */
  certifiedOn: string;
}

export const certifiedVersions: readonly CertifiedVersion[] = [
  {
    product: "pad",
    productName: "現場蔵Padシリーズ 撮影アプリ",
    version: "Ver.4.0",
    kind: "tamperDetection",
    certificateNumber: "SK-2017-0012",
    certifiedOn: "2017年6月20日",
  },
  {
    product: "kokuban",
    productName: "現場蔵 工事黒板",
    version: "Ver.3.5",
    kind: "tamperDetection",
    certificateNumber: "SK-2020-0117",
    certifiedOn: "2020年9月8日",
  },
  {
    product: "pad",
    productName: "現場蔵Padシリーズ 撮影アプリ",
    version: "Ver.6.0",
    kind: "tamperDetection",
    certificateNumber: "SK-2020-0121",
    certifiedOn: "2020年10月14日",
  },
  {
    product: "goyo",
    productName: "現場蔵 御用達2021",
    version: "Ver.21.2",
    kind: "blackboardLink",
    certificateNumber: "RK-2021-0041",
    certifiedOn: "2021年7月15日",
  },
  {
    product: "goyoDx",
    productName: "現場蔵 御用達DX",
    version: "Ver.1.0",
    kind: "blackboardLink",
    certificateNumber: "RK-2022-0058",
    certifiedOn: "2022年5月30日",
  },
  {
    product: "kokuban",
    productName: "現場蔵 工事黒板",
    version: "Ver.5.0",
    kind: "tamperDetection",
    certificateNumber: "SK-2022-0164",
    certifiedOn: "2022年11月21日",
  },
  {
    product: "cam",
    productName: "現場蔵カメラ",
    version: "Ver.1.2",
    kind: "tamperDetection",
    certificateNumber: "SK-2023-0139",
    certifiedOn: "2023年9月12日",
  },
  {
    product: "goyoDx",
    productName: "現場蔵 御用達DX",
    version: "Ver.2.0",
    kind: "blackboardLink",
    certificateNumber: "RK-2023-0077",
    certifiedOn: "2023年12月18日",
  },
  {
    product: "kokuban",
    productName: "現場蔵 工事黒板",
    version: "Ver.6.0",
    kind: "tamperDetection",
    certificateNumber: "SK-2024-0151",
    certifiedOn: "2024年6月24日",
  },
  {
    product: "goyoDx",
    productName: "現場蔵 御用達DX",
    version: "Ver.3.0",
    kind: "blackboardLink",
    certificateNumber: "RK-2025-0096",
    certifiedOn: "2025年2月10日",
  },
];

/** `現場蔵 御用達2021 Ver.21.2(販売終了、2026年3月31日にサポート終了)`: an ended edition says so. */
function productCell(entry: CertifiedVersion): string {
  const ended = endedLedgerEditions.find((edition) => edition.name === entry.productName);
  const cell = `${entry.productName} ${entry.version}`;
  return ended ? `${cell}(販売終了、${supportEndDate(ended)}にサポート終了)` : cell;
}

/** One table of certified versions: a row per version, headed by the product and version. */
export function certifiedVersionsTable(
  versions: readonly CertifiedVersion[],
  options: { heading?: string; caption: string },
): DataTableData {
  return {
    ...options,
    head: ["製品とバージョン", "検定", "合格番号", "合格日"],
    rows: versions.map((entry) => [
      productCell(entry),
      certificationKinds[entry.kind].name,
      entry.certificateNumber,
      entry.certifiedOn,
    ]),
  };
}

/** The versions of one product, or of one certification. */
export function certifiedVersionsOf(filter: { product?: CertifiedProduct; kind?: CertificationKind }) {
  return certifiedVersions.filter(
    (entry) =>
      (filter.product === undefined || entry.product === filter.product) &&
      (filter.kind === undefined || entry.kind === filter.kind),
  );
}

/** The newest certified version of each product: what a customer should be using. */
export function latestCertifiedVersions(): CertifiedVersion[] {
  const latest = new Map<CertifiedProduct, CertifiedVersion>();
  for (const entry of certifiedVersions) latest.set(entry.product, entry);
  return [...latest.values()];
}
