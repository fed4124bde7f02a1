import type { ContentRequest } from "@genbagura/routing/routeKit";
import { supportDownloadPage } from "./kinds";
import { ledgerEditions } from "./ledgerEditions";

// The server halves of the pages of ./softwareDownloadRoutes.ts: never in a browser build.

/** Every page's entry; the connect and 御用達 pages name ledger editions as goyo publishes them. */
const download = async ({ path, context }: ContentRequest) =>
  (await import("../../content/softwareDownloads/index")).softwareDownloadPages(
    await ledgerEditions(context),
  )[path];

export const downloadConnect = supportDownloadPage.server({
  title: "現場蔵コネクトのダウンロード",
  description:
    "現場蔵PadシリーズやiPhone・iPadで撮った工事写真を、黒板の情報と改ざん検知の値を保ったまま御用達DXへ移す現場蔵コネクトの動作環境、入手方法、インストールの手順、更新の履歴です。",
  content: download,
});

export const downloadConnectPad = supportDownloadPage.server({
  title: "現場蔵コネクト Padシリーズ用のダウンロード",
  description:
    "現場蔵Padシリーズの写真をUSBケーブルでパソコンの御用達DXへ移す現場蔵コネクトのページです。対応する機種と動作環境、インストールと写真を移す手順、更新の履歴をまとめています。",
  content: download,
});

export const downloadConnectPad2020 = supportDownloadPage.server({
  title: "現場蔵コネクト Padシリーズ用 御用達2020対応版のダウンロード",
  description:
    "現場蔵Padシリーズの写真を御用達2020へ移す現場蔵コネクトの最終版のページです。サポートを終えた版の入手方法と動作環境、再インストールの手順、御用達DXへの乗り換えをご案内します。",
  content: download,
});

export const downloadConnectPad18 = supportDownloadPage.server({
  title: "現場蔵コネクト Padシリーズ用 御用達2018対応版のダウンロード",
  description:
    "初代 現場蔵Padを含むPadシリーズの写真を御用達2018へ移す、現場蔵コネクトの最終版のページです。2022年3月にサポートを終えた版の動作環境と入手方法、移行先をご案内します。",
  content: download,
});

export const downloadConnectIos = supportDownloadPage.server({
  title: "現場蔵コネクト iPhone・iPad用のダウンロード",
  description:
    "iPhone・iPadの現場蔵 工事黒板で撮った写真を、クラウドを通さず事務所のWi-Fiで御用達DXへ移す現場蔵コネクトのページです。動作環境、インストールと転送の手順、更新の履歴をまとめています。",
  content: download,
});

export const downloadConnectIos2020 = supportDownloadPage.server({
  title: "現場蔵コネクト iPhone・iPad用 御用達2020対応版のダウンロード",
  description:
    "iPhone・iPadの現場蔵 工事黒板の写真を御用達2020へ移す、現場蔵コネクトの最終版のページです。サポートを終えた版の動作環境と入手方法、転送の手順、御用達DXへの乗り換えをご案内します。",
  content: download,
});

export const downloadConnectIos18 = supportDownloadPage.server({
  title: "現場蔵コネクト iPhone・iPad用 御用達2018対応版のダウンロード",
  description:
    "iPhone・iPadの現場蔵 工事黒板の写真を御用達2018へ移す、現場蔵コネクトの最終版のページです。2022年3月にサポートを終えた版の動作環境と入手方法、転送の手順と移行先をご案内します。",
  content: download,
});

export const downloadConnectAS = supportDownloadPage.server({
  title: "現場蔵コネクトAS(自動取り込み版)のダウンロード",
  description:
    "現場蔵クラウドに届いた工事写真を、事務所のパソコンの御用達DXへ自動で取り込む現場蔵コネクトASのページです。必要な契約と動作環境、自動取り込みの設定の手順、更新の履歴をまとめています。",
  content: download,
});

export const downloadConnectDobokuwaza = supportDownloadPage.server({
  title: "現場蔵コネクト 土木わざパックのダウンロード",
  description:
    "現場蔵コネクトに、土木工事の写真管理基準の撮影項目に沿った約1,200種類の黒板ひな形集を組み合わせた土木わざパックのページです。収録内容、動作環境、ひな形を端末へ送る手順を説明します。",
  content: download,
});

export const downloadGoyo2021 = supportDownloadPage.server({
  title: "現場蔵 御用達2021の最終修正プログラムのダウンロード",
  description:
    "サポートを終了した現場蔵 御用達2021の最終修正プログラムVer.21.6.0と、御用達DXへのデータ移行ツールのご案内です。適用の手順、動作環境、更新の履歴をまとめています。",
  content: download,
});

export const downloadGoyo2020 = supportDownloadPage.server({
  title: "現場蔵 御用達2020の最終修正プログラムのダウンロード",
  description:
    "サポートを終了した現場蔵 御用達2020の最終修正プログラムVer.20.7.1のご案内です。適用の手順と動作環境、台帳のデータを御用達DXへ移すための書き出しの手順を説明します。",
  content: download,
});

export const downloadIkkatsubackup = supportDownloadPage.server({
  title: "現場蔵 一括バックアップツールのダウンロード",
  description:
    "御用達DXと御用達2021のすべての工事と、現場蔵クラウドの現場の写真を、外付けの記録装置や社内のファイルサーバーへまとめて保存する一括バックアップツールの入手方法と使い方です。",
  content: download,
});

export const downloadNetis = supportDownloadPage.server({
  title: "NETIS活用資料のダウンロード",
  description:
    "現場蔵のNETIS登録技術を施工者希望型で使うときの資料です。従来技術との比較表の作り方、施工計画書と活用計画書の記載例、活用効果調査表の記入例と記録の残し方を掲載しています。",
  content: download,
});
