import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { caseLinks } from "../shared/caseLinks";
import { estimateAction, padContactAction } from "../shared/links";

/** `/pad/kokuban`: the electronic blackboard of the Pad series and the order-made template service. */
export const padKokubanContent: ProductPageContent = {
  hero: {
    title: "現場蔵Padの電子小黒板",
    eyebrow: "現場蔵Padの機能紹介",
    lead: "現場蔵Padには、電子小黒板アプリの現場蔵 工事黒板が最初から入っています。発注者の様式に合わせた黒板を事前に作っておけば、現場では選んで撮るだけです。",
    illustration: drawing("pad"),
    actions: [
      { label: "黒板様式のオーダーメイドを依頼する", href: "/pad/kokuban/ordermade" },
      { label: "豆図の作成を依頼する", href: "/pad/kokuban/ordermade/mamezu", variant: "secondary" },
    ],
  },
  features: [
    {
      heading: "発注者の様式どおりの黒板",
      paragraphs: [
        "国土交通省の写真管理基準で使われる工事名・工種・測点・設計寸法・実測寸法などの項目を、発注者が指定する並びで黒板にできます。",
        "黒板の大きさや文字の色、背景の色も変えられ、写真の中で黒板が読みやすい配置を選べます。",
      ],
    },
    {
      heading: "Excelから黒板をまとめて作成",
      paragraphs: [
        "配筋の径や間隔、測点の一覧をExcelで用意すれば、現場蔵クラウドや御用達DXから数百枚の黒板を一度に作れます。",
        "作った黒板は工種ごとにフォルダ分けされ、現場では一覧から選ぶだけです。",
      ],
    },
    {
      heading: "様式づくりはオーダーメイドで",
      paragraphs: [
        "自治体独自の様式や社内の決まった書式がある場合は、黒板様式のオーダーメイドをご利用ください。お送りいただいた見本をもとに、当社で黒板テンプレートを作成して端末にお届けします。",
        "図面から切り出した豆図を黒板に貼りたい場合は、豆図の作成もお引き受けします。",
      ],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "オーダーメイドの流れ",
      steps: [
        {
          title: "依頼フォームから申し込む",
          body: "黒板様式か豆図かを選び、依頼内容をフォームに入力して送信します。",
        },
        {
          title: "見本を送る",
          body: "担当者からのメールに、黒板の見本や図面のPDFを添付してご返信ください。",
        },
        {
          title: "確認用の黒板を受け取る",
          body: "5営業日ほどで確認用の黒板をお送りします。修正は2回まで無料です。",
        },
        {
          title: "端末で使い始める",
          body: "完成した黒板テンプレートを現場蔵クラウドか現場蔵コネクトで端末に取り込みます。",
        },
      ],
    },
  ],
  faq: {
    heading: "電子小黒板のよくあるご質問",
    items: [
      {
        question: "オーダーメイドの料金はかかりますか。",
        answer:
          "現場蔵Padをお使いのお客様は、1現場あたり黒板様式3種類まで無料で作成します。それを超える場合は、お見積もりのうえでお引き受けします。",
      },
      {
        question: "電子小黒板は公共工事で使えますか。",
        answer:
          "国土交通省の直轄工事では、2017年から受注者の申し出と発注者の承諾によって電子小黒板を使えるようになりました。地方自治体の工事では、特記仕様書や発注者の指示をご確認ください。",
      },
      {
        question: "改ざん検知には対応していますか。",
        answer:
          "撮影時に写真のハッシュ値を計算して写真に格納し、撮影後に手が加えられていないかを発注者が確かめられるようにしています。",
      },
    ],
    more: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  },
  relatedCase: caseLinks.padMiniTough,
  callToAction: {
    heading: "電子小黒板を現場蔵Padで始める",
    body: "黒板の様式づくりから端末の選定まで、担当者がご相談を承ります。",
    actions: [padContactAction, { ...estimateAction, variant: "secondary" }],
  },
};
