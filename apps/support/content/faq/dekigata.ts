import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const dekigataFaq: FaqRouteData = {
  faq: {
    title: "現場蔵 出来形のよくあるご質問",
    illustration: drawing("dekigata"),
    lead: "出来形管理の測定値を記録し、帳票を作成するアプリ「現場蔵 出来形」についてのご質問と回答です。",
    categories: [
      {
        id: "measure",
        label: "測定と記録",
        items: [
          {
            question: "どのような工種の出来形管理に使えますか。",
            answer:
              "土工、コンクリート構造物、舗装、排水構造物など、寸法を測って設計値と比べる工種に使えます。管理項目は工種ごとのひな形から選び、発注者の基準に合わせて変更できます。",
          },
          {
            question: "設計値はどのように入力しますか。",
            answer:
              "パソコンでExcelやCSVの一覧を読み込むか、アプリで測点ごとに入力します。読み込んだ設計値は、現場の端末にも自動で届きます。",
          },
          {
            question: "規格値を外れたときはどうなりますか。",
            answer:
              "実測値を入力した時点で、設計値との差が規格値の範囲を外れていると色を変えて知らせます。測り直した値を入れると、記録は最新の値に置き換わり、履歴も残ります。",
          },
        ],
      },
      {
        id: "photo",
        label: "写真との連携",
        items: [
          {
            question: "出来形管理写真と測定値を結び付けられますか。",
            answer:
              "現場蔵 工事黒板で撮影するときに黒板へ入れた実測値が、出来形の記録にそのまま反映されます。同じ値を帳票と黒板に二度入力する必要はありません。",
          },
          {
            question: "木製の黒板で撮った写真も使えますか。",
            answer: "使えます。写真を取り込んだあとで、測点と管理項目を選んで測定値を入力してください。",
          },
        ],
      },
      {
        id: "output",
        label: "帳票と提出",
        items: [
          {
            question: "出来形管理図表を作れますか。",
            answer: "測定値から出来形管理図表と度数表を自動で作ります。PDFとExcelで書き出せます。",
          },
          {
            question: "帳票の様式を発注者に合わせて変えられますか。",
            answer:
              "見出しや項目の並び、押印欄の有無を変えられます。様式の変更が難しい場合は、表紙のオーダーメイドもご相談いただけます。",
          },
          {
            question: "通信できない現場でも記録できますか。",
            answer: "記録できます。入力した値は端末に保存され、通信がつながるとクラウドへ送られます。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵 出来形"),
  },
};
