import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import type { ContentRequest } from "@genbagura/routing/routeKit";
import { ledgerEditions } from "./ledgerEditions";
import { downloadRoute, type RouteMeta } from "./routeKinds";

/** Every page's entry; the connect and 御用達 pages name ledger editions as goyo publishes them. */
const download = async ({ path, context }: ContentRequest) =>
  (await import("../../content/softwareDownloads/index")).softwareDownloadPages(
    await ledgerEditions(context),
  )[path];

const supportCrumb: Breadcrumb = { label: "サポート", href: "/support" };
const connectCrumb: Breadcrumb = { label: "現場蔵コネクト", href: "/download/connect" };
const padCrumb: Breadcrumb = { label: "Padシリーズ用", href: "/download/connect/pad" };
const iosCrumb: Breadcrumb = { label: "iPhone・iPad用", href: "/download/connect/ios" };

// Installers and materials the support family hands out; content lives in content/softwareDownloads.
const pages: readonly RouteMeta[] = [
  {
    path: "/download/connect",
    title: "現場蔵コネクトのダウンロード",
    description:
      "現場蔵PadシリーズやiPhone・iPadで撮った工事写真を、黒板の情報と改ざん検知の値を保ったまま御用達DXへ移す現場蔵コネクトの動作環境、入手方法、インストールの手順、更新の履歴です。",
    breadcrumbs: [supportCrumb, { label: "現場蔵コネクト" }],
  },
  {
    path: "/download/connect/pad",
    title: "現場蔵コネクト Padシリーズ用のダウンロード",
    description:
      "現場蔵Padシリーズの写真をUSBケーブルでパソコンの御用達DXへ移す現場蔵コネクトのページです。対応する機種と動作環境、インストールと写真を移す手順、更新の履歴をまとめています。",
    breadcrumbs: [supportCrumb, connectCrumb, { label: "Padシリーズ用" }],
  },
  {
    path: "/download/connect/pad/2020",
    title: "現場蔵コネクト Padシリーズ用 御用達2020対応版のダウンロード",
    description:
      "現場蔵Padシリーズの写真を御用達2020へ移す現場蔵コネクトの最終版のページです。サポートを終えた版の入手方法と動作環境、再インストールの手順、御用達DXへの乗り換えをご案内します。",
    breadcrumbs: [supportCrumb, connectCrumb, padCrumb, { label: "御用達2020対応版" }],
  },
  {
    path: "/download/connect/pad/18",
    title: "現場蔵コネクト Padシリーズ用 御用達2018対応版のダウンロード",
    description:
      "初代 現場蔵Padを含むPadシリーズの写真を御用達2018へ移す、現場蔵コネクトの最終版のページです。2022年3月にサポートを終えた版の動作環境と入手方法、移行先をご案内します。",
    breadcrumbs: [supportCrumb, connectCrumb, padCrumb, { label: "御用達2018対応版" }],
  },
  {
    path: "/download/connect/ios",
    title: "現場蔵コネクト iPhone・iPad用のダウンロード",
    description:
      "iPhone・iPadの現場蔵 工事黒板で撮った写真を、クラウドを通さず事務所のWi-Fiで御用達DXへ移す現場蔵コネクトのページです。動作環境、インストールと転送の手順、更新の履歴をまとめています。",
    breadcrumbs: [supportCrumb, connectCrumb, { label: "iPhone・iPad用" }],
  },
  {
    path: "/download/connect/ios/2020",
    title: "現場蔵コネクト iPhone・iPad用 御用達2020対応版のダウンロード",
    description:
      "iPhone・iPadの現場蔵 工事黒板の写真を御用達2020へ移す、現場蔵コネクトの最終版のページです。サポートを終えた版の動作環境と入手方法、転送の手順、御用達DXへの乗り換えをご案内します。",
    breadcrumbs: [supportCrumb, connectCrumb, iosCrumb, { label: "御用達2020対応版" }],
  },
  {
    path: "/download/connect/ios/18",
    title: "現場蔵コネクト iPhone・iPad用 御用達2018対応版のダウンロード",
    description:
      "iPhone・iPadの現場蔵 工事黒板の写真を御用達2018へ移す、現場蔵コネクトの最終版のページです。2022年3月にサポートを終えた版の動作環境と入手方法、転送の手順と移行先をご案内します。",
    breadcrumbs: [supportCrumb, connectCrumb, iosCrumb, { label: "御用達2018対応版" }],
  },
  {
    path: "/download/connect/AS",
    title: "現場蔵コネクトAS(自動取り込み版)のダウンロード",
    description:
      "現場蔵クラウドに届いた工事写真を、事務所のパソコンの御用達DXへ自動で取り込む現場蔵コネクトASのページです。必要な契約と動作環境、自動取り込みの設定の手順、更新の履歴をまとめています。",
    breadcrumbs: [supportCrumb, connectCrumb, { label: "コネクトAS(自動取り込み版)" }],
  },
  {
    path: "/download/connect/dobokuwaza",
    title: "現場蔵コネクト 土木わざパックのダウンロード",
    description:
      "現場蔵コネクトに、土木工事の写真管理基準の撮影項目に沿った約1,200種類の黒板ひな形集を組み合わせた土木わざパックのページです。収録内容、動作環境、ひな形を端末へ送る手順を説明します。",
    breadcrumbs: [supportCrumb, connectCrumb, { label: "土木わざパック" }],
  },
  {
    path: "/download/goyo2021",
    title: "現場蔵 御用達2021の最終修正プログラムのダウンロード",
    description:
      "サポートを終了した現場蔵 御用達2021の最終修正プログラムVer.21.6.0と、御用達DXへのデータ移行ツールのご案内です。適用の手順、動作環境、更新の履歴をまとめています。",
    breadcrumbs: [supportCrumb, { label: "御用達2021の最終修正プログラム" }],
  },
  {
    path: "/download/goyo2020",
    title: "現場蔵 御用達2020の最終修正プログラムのダウンロード",
    description:
      "サポートを終了した現場蔵 御用達2020の最終修正プログラムVer.20.7.1のご案内です。適用の手順と動作環境、台帳のデータを御用達DXへ移すための書き出しの手順を説明します。",
    breadcrumbs: [supportCrumb, { label: "御用達2020の最終修正プログラム" }],
  },
  {
    path: "/download/ikkatsubackup",
    title: "現場蔵 一括バックアップツールのダウンロード",
    description:
      "御用達DXと御用達2021のすべての工事と、現場蔵クラウドの現場の写真を、外付けの記録装置や社内のファイルサーバーへまとめて保存する一括バックアップツールの入手方法と使い方です。",
    breadcrumbs: [supportCrumb, { label: "一括バックアップツール" }],
  },
  {
    path: "/download/netis",
    title: "NETIS活用資料のダウンロード",
    description:
      "現場蔵のNETIS登録技術を施工者希望型で使うときの資料です。従来技術との比較表の作り方、施工計画書と活用計画書の記載例、活用効果調査表の記入例と記録の残し方を掲載しています。",
    breadcrumbs: [supportCrumb, { label: "NETIS活用資料" }],
  },
];

export const softwareDownloadRoutes: RouteRegistration[] = pages.map((meta) =>
  downloadRoute({ ...meta, reads: ["goyo"], content: download }),
);
