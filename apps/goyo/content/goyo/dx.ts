import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { goyoDxLedgerPreview } from "../previews";
import { priceWithUnit } from "../prices";
import {
  faqExcerpt,
  faqPages,
  goyoActions,
  goyoCallToAction,
  goyoCases,
  goyoPages,
  sitePages,
} from "../shared";

export const goyoDxContent: ProductPageContent = {
  hero: {
    eyebrow: "台帳自動作成ソフト",
    title: "現場蔵 御用達DX",
    lead: "現場蔵 御用達DXは、電子小黒板で撮った写真を取り込むだけで、黒板の工種・種別・細別・測点を読み取って写真を仕分け、工事写真台帳を自動で作るPC用ソフトです。台帳づくりを「並べる作業」から「確かめる作業」に変えます。",
    illustration: drawing("goyoDx"),
    actions: [goyoActions.trial, goyoActions.estimate],
  },
  previews: { hero: goyoDxLedgerPreview },
  features: [
    {
      heading: "写真を取り込むだけで台帳の決まった位置へ",
      paragraphs: [
        "電子小黒板に入力した工種・種別・細別・測点を読み取り、写真を台帳の決まった位置へ自動で配置します。同じ測点の写真は撮影日時の順に並びます。",
        "写真の説明文も黒板の記載事項から作られるため、手で入力するのは黒板にない補足だけです。",
      ],
      illustration: drawing("blackboard"),
    },
    {
      heading: "撮り忘れの写真を工種ごとに表示",
      paragraphs: [
        "発注者の写真管理基準から作った撮影頻度の一覧と照らし合わせ、足りない写真を工種ごとに示します。現場を片付ける前に撮り直せるので、完成検査の直前に慌てることがなくなります。",
      ],
    },
    {
      heading: "改ざん検知の確認と電子納品のチェック",
      paragraphs: [
        "取り込みの時点で改ざん検知を確認し、結果を写真ごとに記録します。電子納品のデータを出力する前には、ファイル名や代表写真、画素数の誤りを自動で確かめます。",
        "御用達DXは小黒板情報連携機能の検定に合格しています。",
      ],
    },
    {
      heading: "クラウドや出来形アプリとつながる",
      paragraphs: [
        "現場蔵クラウドに届いた写真は、事務所のパソコンを開いたときに自動で取り込まれます。現場蔵 出来形で記録した測定値は、写真の説明文として台帳に入ります。",
        "iOS版もあり、iPadで台帳を確認したり、現場で説明文を直したりできます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "specTable",
      heading: "価格と動作環境",
      caption: "現場蔵 御用達DXの価格と動作環境",
      rows: [
        { label: "価格", value: priceWithUnit("goyo-dx") },
        { label: "Windows版の対応OS", value: "Windows 11(64ビット版)" },
        { label: "iOS版の対応OS", value: "iPadOS 17以降" },
        { label: "メモリ", value: "16 GB以上を推奨(写真が5万枚を超える工事の場合)" },
        { label: "台帳の様式", value: "国土交通省の様式と都道府県の様式など約120種類" },
        { label: "更新", value: "契約期間中は基準の改定への対応を含めて無償で更新" },
      ],
      notes: ["※年額の契約が終わっても、作った台帳のデータは閲覧と印刷ができます。"],
    },
    {
      kind: "relatedLinks",
      heading: "撮影に使う端末",
      links: [sitePages.padTough, sitePages.padDx, goyoPages.kokuban, sitePages.cam],
    },
    {
      kind: "relatedLinks",
      heading: "あわせて読まれているページ",
      links: [goyoPages.compare, goyoPages.changeGuide, goyoPages.ordermadeDxDaicho, goyoPages.certificates],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "御用達で作った台帳を御用達DXに移せますか。",
        answer:
          "御用達2019、御用達2020、御用達2021の台帳のデータを御用達DXに読み込めます。御用達2021をお使いの場合は、Ver.21.5.0 以降の移行機能を使うと、写真の分類と説明文をそのまま移せます。",
        links: [goyoPages.changeGuide],
      },
      {
        question: "木製の黒板で撮った写真も扱えますか。",
        answer:
          "扱えます。黒板の情報がない写真は自動では配置されないため、分類を選んで手で並べます。電子小黒板の写真と同じ台帳にまとめられます。",
      },
      {
        question: "年額の契約をやめると台帳は見られなくなりますか。",
        answer:
          "契約が終わっても、作った台帳の閲覧と印刷、PDFへの書き出しはできます。写真の取り込みや台帳の自動作成、電子納品のデータの出力には契約が必要です。",
      },
      {
        question: "無料で試せますか。",
        answer:
          "2か月間、すべての機能を無料でお試しいただけます。体験中に作った台帳は、ご契約後もそのまま使えます。",
        links: [goyoPages.trial],
      },
    ],
    faqPages.goyoDx,
  ),
  relatedCase: goyoCases.sakuragaoka,
  callToAction: goyoCallToAction(
    "台帳の自動作成を2か月無料で試しませんか",
    "お使いの電子小黒板の写真で、台帳が自動で仕上がる様子をお確かめください。資料請求とお見積もりも承ります。",
  ),
};
