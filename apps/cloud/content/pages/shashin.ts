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

export const cloudShashinContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "工事写真の共有",
    lead: "現場で撮った工事写真は、撮影と同時に現場蔵クラウドへ送られ、事務所のパソコンですぐに確認できます。黒板の情報をもとに工種ごとのフォルダへ自動で仕分けるので、写真を集めて整理する時間がかかりません。",
    illustration: drawing("cloud"),
    actions: [trialAction],
  },
  showcase: {
    heading: "届いた写真は工種ごとに並んでいます",
    paragraphs: [
      "写真の一覧画面では、左に現場と工種のフォルダ、右に写真が並びます。写真を選ぶと、黒板の内容、撮影日時、撮影者を確認できます。",
      "撮り直しが必要な写真には印を付けて現場に知らせられます。現場の端末には通知が届き、その日のうちに撮り直せます。",
    ],
    screen: drawing("screenPhotoGrid"),
  },
  features: [
    {
      heading: "写真を集める作業がなくなります",
      paragraphs: [
        "複数の人が別々の端末で撮った写真も、同じ現場のフォルダに集まります。夕方にメモリカードを回収したり、メールで送り合ったりする必要はありません。",
        "電波の届かない場所で撮った写真は端末に保存され、電波が戻ると自動で送られます。",
      ],
    },
    {
      heading: "黒板の情報で自動で仕分けます",
      paragraphs: [
        "電子小黒板で撮った写真は、工種、種別、細別、測点などの情報をもとにフォルダへ振り分けられます。事務所の担当者が1枚ずつ写真を見て分ける必要はありません。",
      ],
    },
    {
      heading: "探したい写真がすぐ見つかります",
      paragraphs: [
        "撮影日、工種、測点、撮影者、黒板に書いた言葉で写真を検索できます。過去の現場の写真を見返して、撮影の参考にもできます。",
      ],
      bullets: ["着手前と完成の写真を並べて比較", "写真を選んでまとめてダウンロード"],
    },
  ],
  blocks: [relatedCloudPages(["kokuban", "daichou", "pix", "chats", "kanri"])],
  faq: cloudFaq([
    planAvailabilityFaq("autoSorting", "黒板の情報による写真の自動仕分け"),
    {
      question: "写真の画質は落ちませんか。",
      answer:
        "撮影したままの画質で保存します。送信量を抑えたいときは、アプリの設定で送信時の画素数を選べます。発注者の指定する画素数に合わせて撮影してください。",
    },
    {
      question: "デジタルカメラで撮った写真も共有できますか。",
      answer:
        "パソコンやアプリからアップロードすれば、同じように共有できます。黒板の情報を持たない写真は、手動でフォルダに入れてください。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction("写真を集める手間をなくしませんか"),
};
