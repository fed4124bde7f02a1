import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { standardRoute } from "@genbagura/ui/routeKinds";
import { crumbs } from "./crumbs";

/** Help pages of the two small tools shipped on the 御用達 installation media. */
export const softwareRoutes: RouteRegistration[] = [
  standardRoute({
    path: "/software/ipnenga",
    title: "現場蔵 年賀プリントの使い方",
    description:
      "御用達に保存した完成写真を使って、取引先へ送る年賀はがきを作る小さなソフト、現場蔵 年賀プリントの使い方です。レイアウトの選び方、写真と挨拶文の配置、取引先の一覧からの宛名の印刷、動作環境をご案内します。",
    breadcrumbs: trail("年賀プリントの使い方", crumbs.goyo),
    content: async () => (await import("../../content/software/ipnenga")).ipnengaContent,
  }),
  standardRoute({
    path: "/software/pickup/v1/help",
    title: "御用達ピックアップ Ver.1 ヘルプ",
    description:
      "工事で撮った数千枚の写真から、発注者に提出する写真と代表写真を素早く選ぶWindows用ソフト、御用達ピックアップ Ver.1 のヘルプの目次です。インストール、写真の読み込み、選び方、書き出しの各ページへ進めます。",
    breadcrumbs: trail("御用達ピックアップ ヘルプ", crumbs.goyo),
    content: async () => (await import("../../content/software/pickupHelp")).pickupHelpIndexContent,
  }),
  standardRoute({
    path: "/software/pickup/v1/help/install",
    title: "御用達ピックアップのインストールと起動",
    description:
      "御用達ピックアップ Ver.1 を御用達・御用達DXのインストールメディアからパソコンに入れ、初めて起動して写真の送り先のソフトを選ぶまでの手順です。別のライセンスキーの入力が要らないこともご案内します。",
    breadcrumbs: trail("インストールと起動", crumbs.goyo, crumbs.pickupHelp),
    content: async () => (await import("../../content/software/pickupHelp")).pickupHelpInstallContent,
  }),
  standardRoute({
    path: "/software/pickup/v1/help/import",
    title: "御用達ピックアップでの写真の読み込み",
    description:
      "御用達ピックアップ Ver.1 で、御用達・御用達DXの工事から工種や撮影日の範囲を指定して写真を読み込む手順と、パソコンのフォルダから読み込む方法のヘルプです。元の写真と改ざん検知の値は書き換えません。",
    breadcrumbs: trail("写真の読み込み", crumbs.goyo, crumbs.pickupHelp),
    content: async () => (await import("../../content/software/pickupHelp")).pickupHelpImportContent,
  }),
  standardRoute({
    path: "/software/pickup/v1/help/pick",
    title: "御用達ピックアップで提出する写真を選ぶ",
    description:
      "御用達ピックアップ Ver.1 で、読み込んだ写真を工種で絞り込み、キーボードの操作で提出する写真と代表写真に印を付けていく手順のヘルプです。似た写真の比べ方など、選び漏れを防ぐコツもまとめました。",
    breadcrumbs: trail("提出する写真の選び方", crumbs.goyo, crumbs.pickupHelp),
    content: async () => (await import("../../content/software/pickupHelp")).pickupHelpPickContent,
  }),
  standardRoute({
    path: "/software/pickup/v1/help/export",
    title: "御用達ピックアップで選んだ写真の書き出し",
    description:
      "御用達ピックアップ Ver.1 で印を付けた写真を、御用達・御用達DXの台帳へ送る手順と、工種ごとのフォルダへ書き出す方法のヘルプです。書き出した写真を編集すると改ざん検知で不一致になる点にもご注意ください。",
    breadcrumbs: trail("選んだ写真の書き出し", crumbs.goyo, crumbs.pickupHelp),
    content: async () => (await import("../../content/software/pickupHelp")).pickupHelpExportContent,
  }),
];
