import { drawing } from "@genbagura/illustrations";
import type { DownloadPageEntry } from "../pageData";
import {
  installerDeliveryNotice,
  installerInfo,
  installSteps,
  otherSoftwareDownloads,
  releaseHistory,
  softwareCallToAction,
} from "./softwareShared";

const name = "現場蔵 一括バックアップツール";
const installer = {
  fileName: "GenbaguraIkkatsuBackup_2.3.0.exe",
  version: "2.3.0",
  releasedOn: "2026-07-14",
  size: "35 MB",
};

/** Bulk backup of every ledger project and every cloud site (it absorbed the old cloud bulk download). */
export const ikkatsuBackupPage: DownloadPageEntry = {
  download: {
    title: `${name}のダウンロード`,
    lead: "一括バックアップツールは、御用達DXと御用達2021のすべての工事と、現場蔵クラウドのすべての現場の写真を、外付けの記録装置や社内のファイルサーバーへまとめて保存するソフトです。年度末の工事の締めや、パソコンの入れ替えの前にお使いください。",
    illustration: drawing("goyoDx"),
    files: [],
    blocks: [
      { kind: "notice", ...installerDeliveryNotice(name) },
      {
        kind: "prose",
        heading: "このツールでできること",
        paragraphs: [
          "御用達の自動バックアップは、開いている工事の変更を毎日残すしくみです。一括バックアップツールは、それとは別に、会社にあるすべての工事を一度にまとめて保存します。",
          "以前は「一括クラウドダウンロード」として提供していた、現場蔵クラウドの写真をまとめて保存する機能も、このツールに含まれています。",
        ],
        bullets: [
          "パソコンの中のすべての工事を、台帳・写真・電子納品のデータごと保存します",
          "現場蔵クラウドの現場を選んで、写真を撮影日と工種のフォルダに分けて保存します",
          "保存した写真の改ざん検知の値が変わっていないかを、保存の後に確かめます",
          "保存先には外付けのハードディスク、現場蔵ドライブ、社内のファイルサーバーを選べます",
        ],
      },
      {
        kind: "specTable",
        heading: "動作環境",
        caption: `${name}の動作環境`,
        rows: [
          { label: "OS", value: "Windows 11(64ビット版)" },
          { label: "メモリ", value: "8 GB以上" },
          {
            label: "保存できるデータ",
            value: "現場蔵 御用達DX、現場蔵 御用達2021の工事、現場蔵クラウドの現場の写真",
          },
          { label: "クラウドの保存に必要なもの", value: "現場蔵クラウドの管理者のアカウント" },
          { label: "保存先の空き容量", value: "保存する工事と写真の合計の1.2倍以上" },
        ],
      },
      installerInfo("インストーラーの情報", `${name}のインストーラー`, installer),
      { kind: "steps", ...installSteps(name, installer.fileName, "メールのリンクから保存した") },
      {
        kind: "steps",
        heading: "まとめて保存する手順",
        steps: [
          {
            title: "保存先をつなぐ",
            body: "外付けのハードディスクや現場蔵ドライブをパソコンにつなぐか、社内のファイルサーバーの場所を確かめます。",
          },
          {
            title: "保存するものを選ぶ",
            body: "ツールを起動し、パソコンの工事、クラウドの現場のどちらか、または両方を選びます。完了した工事だけを選ぶこともできます。",
          },
          {
            title: "保存を始める",
            body: "「保存を開始」を押します。写真が数万枚ある場合は数時間かかるため、終業後に始めて翌朝に確かめる使い方をおすすめします。",
          },
          {
            title: "結果を確かめる",
            body: "終わると、保存した工事と写真の枚数、改ざん検知の値の確認結果が一覧で表示されます。一覧はPDFで残せます。",
          },
        ],
      },
      {
        kind: "prose",
        heading: "保存したデータの保管期間の目安",
        paragraphs: [
          "工事写真台帳は建設業法により、原則として工事の目的物の引き渡しから5年、新築住宅では10年の保存が求められます。保存した記録装置には工事名と保存した日を書いたラベルを貼り、保管期間を過ぎるまで社内で管理してください。",
        ],
      },
      releaseHistory(name, [
        {
          version: "2.3.0",
          releasedOn: "2026-07-14",
          changes:
            "完了した工事だけを選んで保存できるようにしました。保存の結果をPDFで残せるようにしました。",
        },
        {
          version: "2.2.0",
          releasedOn: "2026-04-01",
          changes: "動作環境をWindows 11(64ビット版)のみとしました。",
        },
        {
          version: "2.0.0",
          releasedOn: "2024-06-03",
          changes:
            "一括クラウドダウンロードの機能を取り込み、現場蔵クラウドの写真もまとめて保存できるようにしました。",
        },
        {
          version: "1.0.0",
          releasedOn: "2022-04-12",
          changes: "最初の版を公開しました。",
        },
      ]),
      { kind: "relatedLinks", ...otherSoftwareDownloads("/download/ikkatsubackup") },
      { kind: "callToAction", ...softwareCallToAction(name) },
    ],
  },
};
