import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { faqExcerpt, faqPages, goyoActions, goyoCases, goyoPages, kokubanCallToAction } from "../shared";

export const kokubanAppDaichoContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 工事黒板の機能",
    title: "工事黒板アプリの簡易台帳機能",
    lead: "現場蔵 工事黒板は、撮った写真をiPadの上で並べて簡易な工事写真台帳にできます。小規模な工事や社内向けの報告なら、パソコンを開かずに現場で台帳をPDFにして送れます。",
    illustration: drawing("kokuban"),
    actions: [goyoActions.kokubanDocument, goyoActions.estimate],
  },
  features: [
    {
      heading: "黒板の工種ごとに自動で並びます",
      paragraphs: [
        "撮影した写真は、黒板に入れた工種と測点の順に並んだ状態で台帳になります。並び順を変えたいときは、写真を長く押したまま動かします。",
      ],
    },
    {
      heading: "その場でPDFにして共有",
      paragraphs: [
        "1ページに写真を2枚または3枚並べた台帳をPDFにし、メールや現場蔵クラウドで事務所へ送れます。施主への週ごとの報告や、社内検査の記録に向いています。",
      ],
    },
    {
      heading: "本格的な台帳は御用達DXへ",
      paragraphs: [
        "公共工事に提出する台帳や電子納品のデータは、写真を御用達DXに取り込んで作ります。アプリで並べた順番と説明文は、御用達DXにも引き継がれます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "簡易台帳を作る手順",
      steps: [
        { title: "工事を開く", body: "アプリの工事一覧から、台帳にする工事を選びます。" },
        { title: "「台帳」を押す", body: "撮影した写真が工種と測点の順に並んだ台帳の画面が開きます。" },
        { title: "確認してPDFに", body: "説明文を確かめ、右上の共有ボタンからPDFで書き出して送ります。" },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.kokuban, goyoPages.goyoDx, goyoPages.daicho],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "簡易台帳を公共工事の提出に使えますか。",
        answer:
          "簡易台帳は社内や施主への報告を想定した機能です。公共工事の提出には、発注者の様式と電子納品に対応した御用達DXをお使いください。",
        links: [goyoPages.goyoDx],
      },
      {
        question: "iPhoneでも使えますか。",
        answer: "iPhoneでも台帳の確認とPDFの書き出しができます。写真の並べ替えは画面の大きいiPadが便利です。",
      },
      {
        question: "追加の料金はかかりますか。",
        answer: "簡易台帳は工事黒板のライセンスに含まれており、追加の料金はかかりません。",
      },
    ],
    faqPages.kokuban,
  ),
  relatedCase: goyoCases.shinonome,
  callToAction: kokubanCallToAction(
    "現場で台帳まで仕上げる使い方をご紹介します",
    "資料では、簡易台帳の見本と御用達DXとの使い分けをご紹介しています。",
  ),
};
