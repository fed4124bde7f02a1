import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const goyoFaq: FaqRouteData = {
  faq: {
    title: "現場蔵 御用達のよくあるご質問",
    illustration: drawing("goyo"),
    lead: "工事写真を取り込み、工事写真台帳を作成・印刷するPC用ソフト「現場蔵 御用達」についてのご質問と回答です。",
    categories: [
      {
        id: "install",
        label: "インストールとライセンス",
        items: [
          {
            question: "パソコンを買い替えたときはどうすればよいですか。",
            answer:
              "古いパソコンでライセンスの認証を解除してから、新しいパソコンにインストールして認証してください。古いパソコンが壊れて解除できない場合は、ライセンスの解除ページから解除できます。",
            links: [{ label: "ライセンスの解除ページへ進む", href: "/license-deregister" }],
          },
          {
            question: "Macで使えますか。",
            answer:
              "御用達はWindows用のソフトです。Macをお使いの場合は、Webブラウザで使える現場蔵クラウドの台帳機能をご検討ください。",
          },
          {
            question: "ライセンスキーをなくしてしまいました。",
            answer:
              "ご購入時のメールに記載しています。メールが見つからない場合は、ご購入者のお名前と会社名を添えてサポートセンターへお問い合わせください。",
          },
        ],
      },
      {
        id: "ledger",
        label: "写真と台帳",
        items: [
          {
            question: "1ページに載せる写真の枚数を変えられますか。",
            answer:
              "1枚、2枚、3枚、6枚の配置から選べます。発注者から枚数の指定がある場合は、それに合わせてください。",
          },
          {
            question: "電子小黒板で撮った写真は自動で仕分けられますか。",
            answer:
              "黒板の工種・種別・細別をもとに、台帳の決められた位置へ自動で振り分けます。木製の黒板で撮った写真は、写真を選んで工種を指定してください。",
          },
          {
            question: "台帳をExcelで書き出せますか。",
            answer:
              "ExcelとPDFで書き出せます。Excelで書き出した台帳は、写真の説明文などを追記して提出書類に使えます。",
          },
        ],
      },
      {
        id: "delivery",
        label: "電子納品",
        items: [
          {
            question: "電子納品のデータを作れますか。",
            answer:
              "デジタル写真管理情報基準に沿ったPHOTOフォルダと写真管理ファイルを書き出せます。書き出す前に、適用する要領と基準の版を選んでください。",
            links: [{ label: "電子納品ガイドを読む", href: "/download/cals_guide" }],
          },
          {
            question: "以前の版の御用達で作った台帳を開けますか。",
            answer: "開けます。新しい版で開くと自動で変換され、元のファイルはそのまま残ります。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵 御用達"),
  },
};
