import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  planAvailabilityFaq,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const cloudDaichouViewContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "台帳の閲覧リンク",
    lead: "作成中や完成した工事写真台帳を、発注者や元請の担当者に閲覧用のリンクで共有できます。相手はアカウントを作らずにWebブラウザで台帳を見られるので、紙の台帳を持参したりデータを送ったりする手間が減ります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "リンクを開くと台帳だけが表示されます",
    paragraphs: [
      "閲覧リンクを開いた人には、共有した台帳だけが表示されます。写真の編集や削除はできず、ほかの現場の写真も見えません。",
      "許可した場合は、台帳のPDFをダウンロードもできます。立会や検査の前に、発注者に進み具合を確かめてもらうときに便利です。",
    ],
    screen: drawing("screenLedgerViewer"),
  },
  features: [
    {
      heading: "相手にアカウントは要りません",
      paragraphs: [
        "閲覧リンクはメールやチャットで送るだけで使えます。相手の会社が現場蔵クラウドを使っていなくても、Webブラウザがあれば台帳を確認できます。",
      ],
    },
    {
      heading: "見せる範囲と期限を決められます",
      paragraphs: [
        "リンクごとに、見せる台帳、有効期限、パスワード、PDFのダウンロードの可否を設定します。不要になったリンクはいつでも無効にできます。",
      ],
    },
    {
      heading: "いつ見られたかがわかります",
      paragraphs: [
        "リンクが開かれた日時は一覧で確認できます。確認をお願いした台帳を相手が見たかどうかを、電話で問い合わせる必要がなくなります。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["daichou", "ikkatsupdf", "administer", "houkokusho"])],
  faq: cloudFaq([
    planAvailabilityFaq("ledgerViewLink", "台帳の閲覧リンク"),
    {
      question: "リンクが第三者に渡ってしまったらどうすればよいですか。",
      answer:
        "リンクの一覧から該当するリンクを無効にしてください。無効にした時点から、そのリンクでは台帳を開けなくなります。心配な場合はパスワードの設定をおすすめします。",
    },
    {
      question: "閲覧リンクから写真の原本をダウンロードできますか。",
      answer:
        "閲覧リンクでダウンロードできるのは台帳のPDFだけです。写真の原本を渡す場合は、電子納品用のデータを書き出してお渡しください。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction("台帳の共有を手軽にしませんか"),
};
