import type { SpecTablePageContent } from "@genbagura/ui";
import { endedEditionPhrase, ledgerEditions } from "../lifecycle";
import { priceWithUnit } from "../prices";
import { kokubanCallToAction } from "../shared";
import { kokubanOsText } from "./facts";

export const kokubanSpecContent: SpecTablePageContent = {
  title: "現場蔵 工事黒板の動作環境と仕様",
  lead: "現場蔵 工事黒板を使える機種、撮影できる写真の形式、改ざん検知の方式、連携するソフトをまとめました。導入の前に、お使いの端末が条件に合うかをご確認ください。",
  tables: [
    {
      kind: "specTable",
      heading: "動作環境",
      caption: "現場蔵 工事黒板の動作環境",
      rows: [
        { label: "対応OS", value: kokubanOsText },
        { label: "推奨する機種", value: "2020年以降に発売されたiPhone、iPad" },
        { label: "ストレージの空き", value: "アプリに500 MB、写真の保存に2 GB以上" },
        {
          label: "通信",
          value: "撮影は通信なしで可能。写真の送信とライセンスの確認にWi-Fiまたはモバイル通信を使用",
        },
        { label: "最新版", value: "Ver.6.5(iOS 26・iPadOS 26で動作確認済み)" },
      ],
    },
    {
      kind: "specTable",
      heading: "撮影と黒板",
      caption: "現場蔵 工事黒板の撮影と黒板の仕様",
      rows: [
        { label: "写真の形式", value: "JPEG(iOSの設定にかかわらずJPEGで保存)" },
        { label: "画素数", value: "約100万・約200万・約300万画素、または端末の最大画素数から選択" },
        { label: "黒板の様式", value: "約300種類(国・都道府県の様式、電気設備工事の様式集を含む)" },
        { label: "黒板の項目", value: "工事名、工種、種別、細別、測点、寸法、豆図(図面から切り出し)など" },
        { label: "改ざん検知", value: "撮影時にハッシュ値(SHA-256)を計算して写真に記録" },
        { label: "図面", value: "iPadで図面のPDFを表示しながら撮影(現場蔵クラウドのご契約が必要)" },
      ],
    },
    {
      kind: "table",
      heading: "iPhoneとiPadでの違い",
      caption: "現場蔵 工事黒板のiPhoneとiPadでできること",
      head: ["機能", "iPhone", "iPad"],
      rows: [
        ["黒板の選択と撮影", "できます", "できます"],
        ["図面を見ながらの撮影", "図面の閲覧のみ", "できます"],
        ["簡易台帳の作成", "確認とPDFの書き出し", "並べ替えを含めてできます"],
        ["御用達・クラウドへの送信", "できます", "できます"],
      ],
    },
    {
      kind: "specTable",
      heading: "価格と連携",
      caption: "現場蔵 工事黒板の価格と連携するソフト",
      rows: [
        { label: "価格", value: priceWithUnit("kokuban") },
        {
          label: "連携するソフト",
          value: `現場蔵 御用達DX、現場蔵クラウド(${endedEditionPhrase(ledgerEditions.goyo2021)}の Ver.21.2 以降にも取り込めます)`,
        },
      ],
    },
  ],
  notes: [
    "※仕様は改良のため予告なく変更することがあります。",
    "※OSの新しい版が公開された直後は、動作確認が済むまで更新をお待ちください。確認の状況はニュースでお知らせします。",
  ],
  callToAction: kokubanCallToAction(
    "導入前の動作確認もご相談ください",
    "お使いの機種で使えるか分からない場合は、資料請求の際にご質問欄へ機種名をお書きください。",
  ),
};
