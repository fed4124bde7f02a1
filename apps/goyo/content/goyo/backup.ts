import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import {
  faqExcerpt,
  faqPages,
  goyoActions,
  goyoCallToAction,
  goyoCases,
  goyoPages,
  sitePages,
} from "../shared";

export const goyoBackupContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 御用達の機能",
    title: "写真と台帳のバックアップ",
    lead: "工事写真は撮り直しがききません。御用達と御用達DXは、写真と台帳を毎日自動でバックアップし、パソコンの故障や誤った削除から守ります。戻すときも工事ごとに、数回の操作で元の状態に戻せます。",
    illustration: drawing("goyo"),
    actions: [goyoActions.trial, goyoActions.document],
  },
  features: [
    {
      heading: "ソフトを閉じるたびに自動でバックアップ",
      paragraphs: [
        "その日に追加・変更した写真と台帳を、ソフトを閉じるときに自動で保存先へ複製します。保存先には外付けのハードディスク、社内のファイルサーバー、現場蔵ドライブを選べます。",
        "前回から変わった部分だけを書き出すため、写真が数万枚ある工事でも数分で終わります。",
      ],
    },
    {
      heading: "7日分の状態を残し、日付を選んで戻せます",
      paragraphs: [
        "バックアップは日ごとに7世代まで残ります。台帳の並びを誤って崩してしまった場合も、前日や数日前の状態を選んで戻せます。",
        "戻す範囲は、工事全体か台帳の1冊かを選べます。他の工事のデータには影響しません。",
      ],
    },
    {
      heading: "完成した工事は長期保管用にまとめて書き出し",
      paragraphs: [
        "引き渡しが済んだ工事は、写真・台帳・電子納品のデータをひとつにまとめて書き出せます。工事写真台帳は建設業法で原則5年、新築住宅では10年の保存が求められるため、長期保管に向いた形で残せます。",
        "書き出したデータは、将来の版の御用達でもそのまま開けます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "バックアップを設定する手順",
      steps: [
        {
          title: "保存先をつなぐ",
          body: "外付けのハードディスクや現場蔵ドライブをパソコンにつなぐか、社内のファイルサーバーの場所を確かめます。",
        },
        {
          title: "保存先を選ぶ",
          body: "「設定」メニューの「バックアップ」で保存先を選び、残す世代の数を決めます。",
        },
        {
          title: "初回のバックアップ",
          body: "「今すぐバックアップ」を押すと、すべての工事の複製が作られます。2回目からは変わった部分だけが書き出されます。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "バックアップに役立つもの",
      links: [sitePages.ikkatsuBackup, sitePages.drive, goyoPages.cloudAlbum],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "パソコンが壊れたとき、新しいパソコンに戻せますか。",
        answer:
          "戻せます。新しいパソコンに御用達をインストールし、バックアップの保存先を選んで「復元」を実行してください。古いパソコンのライセンス認証は、Webから解除できます。",
        links: [goyoPages.licenceDeregister],
      },
      {
        question: "複数のパソコンのバックアップを1台の保存先にまとめられますか。",
        answer:
          "まとめられます。パソコンごとにフォルダが分かれて保存されるため、同じ工事名でも上書きされません。",
      },
      {
        question: "クラウドにバックアップできますか。",
        answer:
          "現場蔵クラウドをご契約の場合は、写真をクラウドにも保存できます。台帳まで含めた保存は、外付けの記録装置か社内のファイルサーバーをお使いください。",
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.shinano,
  callToAction: goyoCallToAction(
    "大切な工事写真を確実に残しませんか",
    "バックアップの設定は無料体験でもお試しいただけます。社内のファイルサーバーを使った運用のご相談も承ります。",
  ),
};
