import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const goyoDaichoContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 御用達の機能",
    title: "工事写真台帳の様式と印刷",
    lead: "工事写真台帳は、工事の着手前から完成までを工程と工種の順に並べ、説明を添えてまとめた記録です。御用達は、発注者に提出する様式と社内で保管する様式を選んで、表紙から目次、写真のページまでを作ります。",
    illustration: drawing("goyo"),
    actions: [goyoActions.trial, goyoActions.document],
  },
  features: [
    {
      heading: "1ページの写真の枚数と向きを選べます",
      paragraphs: [
        "1ページに写真を2枚・3枚・6枚並べる様式を、縦向きと横向きから選べます。説明欄の位置と大きさも様式ごとに変えられます。",
        "営繕工事の撮影要領に沿った様式や、配筋検査・社内検査用の様式も用意しています。",
      ],
    },
    {
      heading: "表紙と目次を自動で作成",
      paragraphs: [
        "工事名、工期、受注者名を一度入力すれば、表紙と工種ごとの目次が自動でできます。写真を入れ替えると目次のページ番号も変わります。",
      ],
    },
    {
      heading: "説明文は黒板の内容から",
      paragraphs: [
        "電子小黒板の工種・測点・寸法などが説明欄に自動で入ります。よく使う言い回しは定型文として登録でき、同じ説明を何度も打つ必要がありません。",
      ],
    },
    {
      heading: "PDFとExcelにも書き出し",
      paragraphs: [
        "印刷と同じ見た目でPDFに書き出せます。発注者からExcelでの提出を求められた場合も、写真の縦横の比率を保ったまま書き出せます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "会社独自の様式を使いたいときは",
      links: [goyoPages.ordermadeDaicho, goyoPages.ordermadeDxDaicho, goyoPages.ordermadeHyoushi],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "1ページに載せる写真の枚数に決まりはありますか。",
        answer:
          "法令での決まりはなく、発注者の指定や社内の決まりに従います。指定がない場合は、写真と説明を読みやすく並べられる1ページ3枚の様式が多く使われています。",
      },
      {
        question: "発注者から指定された様式を使えますか。",
        answer:
          "用意している様式にない場合は、台帳オーダーメイドで当社が作成します。指定の様式の見本をお送りください。",
        links: [goyoPages.ordermadeDxDaicho],
      },
      {
        question: "工事写真台帳は紙で保存しなければなりませんか。",
        answer:
          "発注者の指定がなければ、電子データで保存もできます。電子で保存する場合は、書き換えられていないこと、すぐに表示できること、検索できることに気をつけて保存してください。",
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.hikari,
  callToAction: goyoCallToAction(
    "お使いの様式で台帳を作ってみませんか",
    "無料体験では、すべての様式で台帳の印刷とPDFの書き出しをお試しいただけます。",
  ),
};
