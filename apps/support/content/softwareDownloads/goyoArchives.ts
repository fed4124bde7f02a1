import { drawing } from "@genbagura/illustrations";
import type { ProductEdition } from "@genbagura/routing";
import { formatDateJa, type LabelledValue, type LinkItem, type StepsData } from "@genbagura/ui";
import type { DownloadPageEntry } from "../pageData";
import { type LedgerEditionId, type LedgerEditions, supportEndDate } from "./ledgerEditions";
import {
  type InstallerFile,
  installerInfo,
  otherSoftwareDownloads,
  releaseHistory,
  type SoftwareRelease,
  softwareCallToAction,
} from "./softwareShared";

// The year editions of 御用達 whose support has ended: the final update stays available, through the
// software's own update check, so that a ledger can still be finished and moved to 御用達DX.

interface EndedLedgerSoftware {
  /** Its name, launch and end of support are goyo's record (ledgerEditions.ts). */
  edition: LedgerEditionId;
  lead: (edition: ProductEdition) => string;
  finalUpdate: InstallerFile;
  /** Which installed versions the final update applies to. */
  appliesTo: string;
  requirements: readonly LabelledValue[];
  releases: readonly SoftwareRelease[];
  migration: StepsData;
  migrationGuide: LinkItem;
}

const updateSteps = (name: string, version: string): StepsData => ({
  heading: "最終修正プログラムを適用する手順",
  steps: [
    {
      title: "台帳を閉じてバックアップを取る",
      body: `${name}で開いている台帳をすべて閉じ、「ファイル」メニューの「バックアップ」で工事のデータを外付けの記録装置へ保存します。`,
    },
    {
      title: "更新の確認を開く",
      body: `${name}の「ヘルプ」メニューから「更新の確認」を選びます。インターネットにつながっていれば、Ver.${version} の案内が表示されます。`,
    },
    {
      title: "更新してから起動し直す",
      body: "「更新する」を押すと、修正プログラムが自動で保存されて適用されます。終わったらソフトを起動し直し、「バージョン情報」で番号を確かめます。",
    },
  ],
});

function endedLedgerPage(
  software: EndedLedgerSoftware,
  path: string,
  ledger: LedgerEditions,
): DownloadPageEntry {
  const { finalUpdate } = software;
  const edition = ledger[software.edition];
  const { name } = edition;
  return {
    download: {
      title: `${name}の最終修正プログラムのダウンロード`,
      lead: software.lead(edition),
      illustration: drawing("goyo"),
      files: [],
      blocks: [
        {
          kind: "notice",
          tone: "important",
          heading: `${name}のサポートは終了しています`,
          body: `${formatDateJa(edition.launchedOn)}に発売した${name}は、${supportEndDate(edition)}にサポートを終了しました。修正プログラムの提供、電話とメールでのお問い合わせへの対応、ライセンスの再認証(パソコンの入れ替え)は行っていません。最終修正プログラムは、いまお使いのパソコンで台帳を仕上げ、御用達DXへ移すために残しています。`,
          link: software.migrationGuide,
        },
        {
          kind: "prose",
          heading: "最終修正プログラムの入手方法",
          paragraphs: [
            `最終修正プログラム(Ver.${finalUpdate.version})は、${name}の「更新の確認」からお届けしています。インターネットにつながらないパソコンでお使いの場合は、お問い合わせフォームで「${name}の最終修正プログラム」とお知らせください。USBメモリで移せるファイルのダウンロードリンクをメールでお送りします。`,
          ],
        },
        installerInfo("最終修正プログラムの情報", `${name}の最終修正プログラム`, finalUpdate),
        {
          kind: "specTable",
          heading: "動作環境",
          caption: `${name}の動作環境`,
          rows: [{ label: "適用できる版", value: software.appliesTo }, ...software.requirements],
        },
        { kind: "steps", ...updateSteps(name, finalUpdate.version) },
        { kind: "steps", ...software.migration },
        releaseHistory(name, software.releases),
        { kind: "relatedLinks", ...otherSoftwareDownloads(path) },
        { kind: "callToAction", ...softwareCallToAction(name) },
      ],
    },
  };
}

const goyo2021: EndedLedgerSoftware = {
  edition: "goyo2021",
  lead: (edition) =>
    `${supportEndDate(edition)}にサポートを終了した${edition.name}の最終修正プログラムと、台帳を御用達DXへ移すためのデータ移行ツールのご案内です。${edition.shortName}で進めている工事を仕上げるときと、御用達DXへ移るときにお使いください。`,
  finalUpdate: {
    fileName: "Goyo2021_Update_21.6.0.exe",
    version: "21.6.0",
    releasedOn: "2026-03-16",
    size: "124 MB",
  },
  appliesTo: "Ver.21.0.0 以降の御用達2021",
  requirements: [
    {
      label: "OS",
      value: "Windows 11、Windows 10(いずれも64ビット版。Windows 10は2025年10月14日で動作確認を終えています)",
    },
    { label: "メモリ", value: "8 GB以上" },
    { label: "ディスクの空き容量", value: "修正プログラムの適用に2 GB" },
  ],
  releases: [
    {
      version: "21.6.0",
      releasedOn: "2026-03-16",
      changes:
        "サポート終了前の最後の修正です。移行用データの作成で、台帳の表紙と目次の設定も書き出せるようにしました。",
    },
    {
      version: "21.5.3",
      releasedOn: "2023-02-14",
      changes: "台帳をPDFで書き出すときに、縦長の写真の向きが変わることがある不具合を直しました。",
    },
    {
      version: "21.5.0",
      releasedOn: "2022-03-15",
      changes: "御用達DXへ台帳と黒板の様式を移すための「移行用データの作成」を加えました。",
    },
    {
      version: "21.2.0",
      releasedOn: "2021-06-01",
      changes:
        "電子小黒板の運用に関する国の通知の改訂に合わせ、黒板の情報の扱いと電子納品のデータの出力を見直しました。",
    },
  ],
  migration: {
    heading: "御用達DXへ移す手順",
    steps: [
      {
        title: "移行用データを作る",
        body: "最終修正プログラムを適用した御用達2021で、「ファイル」メニューの「移行用データの作成」を選び、工事ごとに台帳、写真、黒板の様式を書き出します。",
      },
      {
        title: "データ移行ツールで確かめる",
        body: "御用達2021データ移行ツール(Ver.1.3.0)で書き出したデータを開くと、写真の枚数と台帳のページ数を一覧で確かめられます。ツールは2026年版のインストールメディアに収録しており、お問い合わせフォームからも入手できます。",
      },
      {
        title: "御用達DXで読み込む",
        body: "御用達DXの「工事を追加」から「御用達シリーズのデータを読み込む」を選び、書き出したデータを指定します。写真の分類と説明文、黒板の様式がそのまま引き継がれます。",
      },
    ],
  },
  migrationGuide: { label: "台帳を自動で作る現場蔵 御用達DXを見る", href: "/goyo/dx" },
};

const goyo2020: EndedLedgerSoftware = {
  edition: "goyo2020",
  lead: (edition) =>
    `${supportEndDate(edition)}にサポートを終了した${edition.name}の最終修正プログラムのご案内です。最終修正プログラムを適用すると、台帳のデータを御用達DXへ移すための書き出しが使えるようになります。`,
  finalUpdate: {
    fileName: "Goyo2020_Update_20.7.1.exe",
    version: "20.7.1",
    releasedOn: "2025-03-11",
    size: "108 MB",
  },
  appliesTo: "Ver.20.0.0 以降の御用達2020",
  requirements: [
    { label: "OS", value: "Windows 11、Windows 10(いずれも64ビット版)" },
    { label: "メモリ", value: "4 GB以上" },
    { label: "ディスクの空き容量", value: "修正プログラムの適用に2 GB" },
  ],
  releases: [
    {
      version: "20.7.1",
      releasedOn: "2025-03-11",
      changes:
        "サポート終了前の最後の修正です。年度をまたぐ工事で、台帳の撮影日の並びが前後する不具合を直しました。",
    },
    {
      version: "20.7.0",
      releasedOn: "2023-12-05",
      changes: "Windows 11に対応しました。御用達DXへ移すための「移行用に書き出し」を加えました。",
    },
    {
      version: "20.3.0",
      releasedOn: "2021-06-01",
      changes: "電子小黒板の運用に関する国の通知の改訂に合わせ、電子納品のデータの出力を見直しました。",
    },
    {
      version: "20.0.0",
      releasedOn: "2019-12-03",
      changes: "御用達2020を発売しました。現場蔵クラウドに届いた写真の取り込みに対応しました。",
    },
  ],
  migration: {
    heading: "御用達DXへ移す手順",
    steps: [
      {
        title: "移行用に書き出す",
        body: "最終修正プログラムを適用した御用達2020で、「ファイル」メニューの「移行用に書き出し」を選び、工事ごとにデータを書き出します。",
      },
      {
        title: "御用達DXをインストールする",
        body: "御用達2020と同じパソコンに入れて構いません。2つのソフトは別々に動き、データが上書きされることはありません。",
      },
      {
        title: "御用達DXで読み込む",
        body: "御用達DXの「工事を追加」から「御用達シリーズのデータを読み込む」を選び、書き出したデータを指定します。",
      },
    ],
  },
  migrationGuide: { label: "御用達2020から御用達DXへの乗り換えガイドを読む", href: "/changeguide/goyo2020" },
};

export function goyoArchivePages(ledger: LedgerEditions): Readonly<Record<string, DownloadPageEntry>> {
  return {
    "/download/goyo2021": endedLedgerPage(goyo2021, "/download/goyo2021", ledger),
    "/download/goyo2020": endedLedgerPage(goyo2020, "/download/goyo2020", ledger),
  };
}
