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

export const goyoCalsContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 御用達の機能",
    title: "電子納品(CALS/EC)のデータ作成",
    lead: "公共工事の工事写真は、決められた形式の電子データで発注者に納めます。御用達と御用達DXは、台帳の整理がそのまま電子納品のデータになり、納品前のチェックまで行えます。要領の細かな決まりを覚えていなくても、誤りのないデータを作れます。",
    illustration: drawing("goyo"),
    actions: [goyoActions.trial, goyoActions.document],
  },
  features: [
    {
      heading: "要領・基準に沿ったフォルダとファイルを出力",
      paragraphs: [
        "デジタル写真管理情報基準に沿って、写真のフォルダ、ファイル名、写真管理ファイルを自動で作ります。撮影箇所や写真区分などの管理項目は、台帳の分類と黒板の情報から埋まります。",
        "発注者ごとの基準の版を選んで出力でき、国の基準と都道府県の基準が違う場合にも対応します。",
      ],
    },
    {
      heading: "納品前のチェックで誤りを一覧に",
      paragraphs: [
        "ファイル名の重複、画素数の不足、必須項目の空欄、代表写真の指定漏れなどを、出力の前に自動で確かめます。見つかった誤りは写真ごとの一覧に表示され、その場で直せます。",
        "当社の調査では、半数の方が納品前のチェックに丸1日以上かけていました(※2019年、電子納品に取り組む建設会社の担当者への当社調べ)。その時間を短くすることを目指した機能です。",
      ],
    },
    {
      heading: "改ざん検知付きの写真をそのまま納品",
      paragraphs: [
        "電子小黒板で撮った写真は、撮影後に書き換えられていないことを確かめられる必要があります。御用達は取り込み時に確認した結果を保ち、写真を加工せずに納品データへ入れます。",
        "回転や明るさの変更など、改ざん検知の確認で不一致になる操作をしようとすると、画面で知らせます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "電子納品のデータを作る流れ",
      steps: [
        { title: "発注者の基準を選ぶ", body: "工事の設定で、特記仕様書に書かれた要領と基準の版を選びます。" },
        {
          title: "代表写真と提出写真を指定",
          body: "台帳の画面で、工種ごとの代表写真と提出頻度の対象となる写真に印を付けます。",
        },
        {
          title: "チェックして出力",
          body: "「電子納品」から事前チェックを実行し、誤りを直してから出力先を選びます。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "電子納品の準備に役立つページ",
      links: [sitePages.calsGuide, goyoPages.certificates, sitePages.dictionary],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "どの発注者の基準に対応していますか。",
        answer:
          "国土交通省の基準と、都道府県が定める基準の主なものに対応しています。対応していない基準の場合は、近い基準を選んで出力し、管理項目を手で直せます。",
      },
      {
        question: "写真の画素数に決まりはありますか。",
        answer:
          "多くの基準では、黒板の文字が読み取れる程度の画素数(100万〜300万画素程度)が目安とされています。発注者の指定がある場合はそれに従ってください。御用達は指定と違う写真を一覧で知らせます。",
      },
      {
        question: "チェックに通ったデータは必ず受け取ってもらえますか。",
        answer:
          "御用達のチェックは要領・基準の機械的な決まりを確かめるものです。写真の内容や枚数が足りているかは、発注者との協議に沿ってご確認ください。",
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.hokuto,
  callToAction: goyoCallToAction(
    "次の電子納品を御用達で準備しませんか",
    "お手元の写真で電子納品のデータが作れるか、無料体験でお試しいただけます。",
  ),
};
