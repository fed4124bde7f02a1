import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { priceWithUnit } from "../prices";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const dekigataTopContent: ProductPageContent = {
  hero: {
    eyebrow: "出来形管理アプリ",
    title: "現場蔵 出来形",
    lead: "現場蔵 出来形は、完成した構造物の幅や高さなどの測定値を現場でiPadに記録し、設計値との差をその場で確かめられるアプリです。野帳からExcelへの書き写しをなくし、出来形管理図表と写真台帳まで一度に作れます。",
    illustration: drawing("dekigata"),
    actions: [goyoActions.document, goyoActions.estimate],
  },
  features: [
    {
      heading: "測った値をその場で入力し、規格値と比べる",
      paragraphs: [
        "工種と測点ごとに設計値と規格値を登録しておけば、現場で測った値を入れるだけで差が計算されます。差が規格値の80%を超えると黄色、規格値を超えると赤で表示され、手直しが必要な箇所にその場で気づけます。",
        "数字はキーボードのほか、Apple Pencilでの手書きでも入力できます。",
      ],
    },
    {
      heading: "測定の様子を黒板付きの写真で残す",
      paragraphs: [
        "スケールを当てた測定の様子を電子小黒板付きで撮影し、測定値の行にひも付けます。出来形管理写真と測定値の対応が崩れないため、書類をそろえるときに写真を探し回ることがありません。",
      ],
    },
    {
      heading: "出来形管理図表と写真台帳を一度に作成",
      paragraphs: [
        "記録した値から出来形管理図表をPDFで出力します。測定値と写真を御用達DXへ送ると、写真台帳の説明文に測定値が自動で入り、図表と台帳を同じ工種の並びでそろえられます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "specTable",
      heading: "価格と対応機種",
      caption: "現場蔵 出来形の価格と対応機種",
      rows: [
        { label: "価格", value: priceWithUnit("dekigata") },
        { label: "無料体験", value: "App Storeから入手して30日間、すべての機能を無料で使えます" },
        { label: "対応OS", value: "iPadOS 16以降" },
        { label: "対応する工種", value: "道路土工、舗装工、排水構造物工、擁壁工、護岸工など" },
        { label: "連携するソフト", value: "現場蔵 御用達DX Ver.3.2 以降、現場蔵クラウド" },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "現場蔵 出来形をくわしく知る",
      links: [goyoPages.dekigataApp, goyoPages.goyoDx, goyoPages.netis],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "Excelで作った測定値の表を取り込めますか。",
        answer:
          "取り込めます。測点ごとに設計値と実測値を並べたExcelの表を、一括で読み込めます。これまでの書式を変えずに使い始められます。",
      },
      {
        question: "複数人で同じ工事の測定値を記録できますか。",
        answer:
          "現場蔵クラウドをお使いの場合、複数のiPadで記録した値を工事ごとにひとつのデータへまとめます。同じ測点を二重に入力したときは画面でお知らせします。",
      },
      {
        question: "iPhoneで使えますか。",
        answer:
          "現場蔵 出来形はiPad専用です。図表と写真を並べて確かめられるよう、画面の大きさを生かした作りにしています。",
      },
    ],
    faqPages.dekigata,
  ),
  relatedCase: goyoCases.maruoka,
  callToAction: goyoCallToAction(
    "出来形管理の書類づくりを短くしませんか",
    "資料では、出来形管理図表の見本と御用達DXとの連携の流れをご紹介しています。",
  ),
};
