import { standardPage } from "@genbagura/ui/pageKinds";

// The server halves of the pages of ./software.ts: never in a browser build.

export const softwareIpnenga = standardPage.server({
  title: "現場蔵 年賀プリントの使い方",
  description:
    "御用達に保存した完成写真を使って、取引先へ送る年賀はがきを作る小さなソフト、現場蔵 年賀プリントの使い方です。レイアウトの選び方、写真と挨拶文の配置、取引先の一覧からの宛名の印刷、動作環境をご案内します。",
  content: async () => (await import("../../content/software/ipnenga")).ipnengaContent,
});

export const softwarePickupV1Help = standardPage.server({
  title: "御用達ピックアップ Ver.1 ヘルプ",
  description:
    "工事で撮った数千枚の写真から、発注者に提出する写真と代表写真を素早く選ぶWindows用ソフト、御用達ピックアップ Ver.1 のヘルプの目次です。インストール、写真の読み込み、選び方、書き出しの各ページへ進めます。",
  content: async () => (await import("../../content/software/pickupHelp")).pickupHelpIndexContent,
});

export const softwarePickupV1HelpInstall = standardPage.server({
  title: "御用達ピックアップのインストールと起動",
  description:
    "御用達ピックアップ Ver.1 を御用達・御用達DXのインストールメディアからパソコンに入れ、初めて起動して写真の送り先のソフトを選ぶまでの手順です。別のライセンスキーの入力が要らないこともご案内します。",
  content: async () => (await import("../../content/software/pickupHelp")).pickupHelpInstallContent,
});

export const softwarePickupV1HelpImport = standardPage.server({
  title: "御用達ピックアップでの写真の読み込み",
  description:
    "御用達ピックアップ Ver.1 で、御用達・御用達DXの工事から工種や撮影日の範囲を指定して写真を読み込む手順と、パソコンのフォルダから読み込む方法のヘルプです。元の写真と改ざん検知の値は書き換えません。",
  content: async () => (await import("../../content/software/pickupHelp")).pickupHelpImportContent,
});

export const softwarePickupV1HelpPick = standardPage.server({
  title: "御用達ピックアップで提出する写真を選ぶ",
  description:
    "御用達ピックアップ Ver.1 で、読み込んだ写真を工種で絞り込み、キーボードの操作で提出する写真と代表写真に印を付けていく手順のヘルプです。似た写真の比べ方など、選び漏れを防ぐコツもまとめました。",
  content: async () => (await import("../../content/software/pickupHelp")).pickupHelpPickContent,
});

export const softwarePickupV1HelpExport = standardPage.server({
  title: "御用達ピックアップで選んだ写真の書き出し",
  description:
    "御用達ピックアップ Ver.1 で印を付けた写真を、御用達・御用達DXの台帳へ送る手順と、工種ごとのフォルダへ書き出す方法のヘルプです。書き出した写真を編集すると改ざん検知で不一致になる点にもご注意ください。",
  content: async () => (await import("../../content/software/pickupHelp")).pickupHelpExportContent,
});
