import {
  type CallToActionData,
  type ContentBlock,
  formatDateJa,
  type LinkItem,
  type NoticeData,
  type RelatedLinksData,
  type StepsData,
} from "@genbagura/ui";
import { supportHours, supportLine } from "../shared";

// What every software download page says the same way: how the installer reaches the customer,
// where the other downloads are, and where to turn when the installation does not go through.

/** Installers are sent as a personal link, so the page explains the request instead of offering a file. */
export function installerDeliveryNotice(productName: string): NoticeData {
  return {
    tone: "info",
    heading: "インストーラーの入手方法",
    body: `${productName}のインストーラーは、ご契約中のお客様専用のダウンロードリンクでお届けしています。お問い合わせフォームで製品名とライセンスキー(端末の場合はシリアル番号)をお知らせいただくと、1営業日以内にメールでお送りします。すでにインストールしている場合は、ソフトの「ヘルプ」メニューの「更新の確認」から最新版に更新できます。`,
    link: { label: "お問い合わせフォームでインストーラーを申し込む", href: "/contact" },
  };
}

export interface SoftwareRelease {
  version: string;
  /** ISO date */
  releasedOn: string;
  changes: string;
}

export interface InstallerFile {
  fileName: string;
  version: string;
  /** ISO date */
  releasedOn: string;
  size: string;
}

const installerCheckNote =
  "※お送りするファイルには、SHA-256の値(ファイルが壊れていないかを確かめるための値)をメールで添えています。受け取ったファイルの値と照らし合わせてからインストールしてください。";

/** Name, version and size of an installer, so the visitor can tell it from an older one. */
export function installerInfo(heading: string, caption: string, installer: InstallerFile): ContentBlock {
  return {
    kind: "specTable",
    heading,
    caption,
    rows: [
      { label: "ファイル名", value: installer.fileName },
      { label: "バージョン", value: installer.version },
      { label: "公開日", value: formatDateJa(installer.releasedOn) },
      { label: "ファイルの大きさ", value: installer.size },
    ],
    notes: [installerCheckNote],
  };
}

/** The release history, newest first; the date leads each row because versions may repeat. */
export function releaseHistory(productName: string, releases: readonly SoftwareRelease[]): ContentBlock {
  return {
    kind: "table",
    heading: "更新の履歴",
    caption: `${productName}の更新の履歴(新しい順)`,
    head: ["公開日", "バージョン", "おもな変更点"],
    rows: releases.map((release) => [formatDateJa(release.releasedOn), release.version, release.changes]),
  };
}

/** The Windows installation common to every installer we send. */
export function installSteps(productName: string, fileName: string, whereToFind: string): StepsData {
  return {
    heading: "インストールの手順",
    steps: [
      {
        title: "管理者の権限でサインインする",
        body: "インストールするパソコンに、管理者の権限を持つWindowsのアカウントでサインインします。会社のパソコンで権限がない場合は、社内のシステム担当の方にご依頼ください。",
      },
      {
        title: "インストーラーを開く",
        body: `${whereToFind}「${fileName}」をダブルクリックして開きます。「このアプリがデバイスに変更を加えることを許可しますか」と表示されたら「はい」を選びます。`,
      },
      {
        title: "画面の案内に沿って進める",
        body: "使用許諾契約を確かめて同意し、インストール先を選びます。特に理由がなければ、表示されたフォルダのままで構いません。",
      },
      {
        title: "起動して確かめる",
        body: `デスクトップにできた${productName}のアイコンから起動し、「ヘルプ」メニューの「バージョン情報」で、このページのバージョンと同じかどうかを確かめます。`,
      },
    ],
  };
}

/** Every software download page of the site, for the list at the foot of each of them. */
export const softwareDownloadLinks: readonly LinkItem[] = [
  {
    label: "現場蔵コネクト(最新版)",
    href: "/download/connect",
    description: "端末やアプリで撮った写真を、パソコンの御用達DXへ移すソフトです。",
  },
  {
    label: "現場蔵コネクトAS(自動取り込み版)",
    href: "/download/connect/AS",
    description: "クラウドに届いた写真を、事務所のパソコンへ自動で取り込みます。",
  },
  {
    label: "現場蔵コネクト 土木わざパック",
    href: "/download/connect/dobokuwaza",
    description: "土木工事の黒板ひな形集を、コネクトとまとめてお届けします。",
  },
  {
    label: "現場蔵 一括バックアップツール",
    href: "/download/ikkatsubackup",
    description: "御用達の工事とクラウドの写真を、まとめて外付けの記録装置へ保存します。",
  },
  {
    label: "現場蔵 御用達2021の最終修正プログラム",
    href: "/download/goyo2021",
    description: "サポートを終えた御用達2021の最終版と、御用達DXへのデータ移行ツールです。",
  },
  {
    label: "現場蔵 御用達2020の最終修正プログラム",
    href: "/download/goyo2020",
    description: "サポートを終えた御用達2020の最終版です。",
  },
  {
    label: "NETIS活用資料",
    href: "/download/netis",
    description: "技術提案書や活用効果調査表の作成に使える、NETIS登録技術の資料です。",
  },
];

/** The list of the other downloads, leaving out the page it is shown on. */
export function otherSoftwareDownloads(currentPath: string): RelatedLinksData {
  return {
    heading: "ほかのソフトウェアのダウンロード",
    links: softwareDownloadLinks.filter((link) => link.href !== currentPath),
  };
}

/** `firstCheck`: what to look at first for this software, said before the ways to ask for help. */
export function softwareCallToAction(
  productName: string,
  firstCheck = "インストールや更新がうまくいかない場合は、まずよくあるご質問をご覧ください。",
): CallToActionData {
  return {
    heading: `${productName}のインストールで困ったときは`,
    body: `${firstCheck}解決しない場合は、お問い合わせフォームか${supportLine}へご相談ください。${supportHours}`,
    actions: [
      { label: "お問い合わせフォームへ進む", href: "/contact" },
      { label: "よくあるご質問を見る", href: "/faq", variant: "secondary" },
    ],
  };
}
