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

export const cloudKokubanContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "電子小黒板",
    lead: "工種、測点、寸法などを入力した黒板を、iPhone・iPadの画面に重ねて撮影します。黒板を書き直したり持つ人を手配したりせずに、ひとりで工事写真を撮れます。",
    illustration: drawing("blackboard"),
    actions: [trialAction],
  },
  showcase: {
    heading: "現場では黒板を選んで撮るだけです",
    paragraphs: [
      "カメラを起動すると、画面の右下に電子小黒板が表示されます。事務所で用意した黒板の一覧から撮影する箇所のものを選び、位置と大きさを指で調整してシャッターを押します。",
      "寸法や備考はその場で書き換えられます。撮影した写真には黒板の内容がデータとしても記録されるので、後の仕分けや台帳づくりに使えます。",
    ],
    bullets: ["黒板の位置・大きさ・透明度を撮影ごとに調整", "前回と同じ黒板で続けて撮影"],
    screen: drawing("screenBlackboardCamera"),
  },
  features: [
    {
      heading: "国土交通省の様式に沿った黒板",
      paragraphs: [
        "工事名、工種、測点、設計寸法、実測寸法などの項目を持つテンプレートを用意しています。会社や発注者ごとの様式に合わせて、項目や並び順を変えることもできます。",
        "黒板には豆図(略図)を貼れるので、配筋や断面の状況もわかりやすく記録できます。",
      ],
    },
    {
      heading: "事務所で作った黒板がすぐ現場に届きます",
      paragraphs: [
        "パソコンで作った黒板は、保存した時点で現場の端末に配られます。現場で黒板を1枚ずつ入力する手間がなくなり、書き間違いも減ります。",
        "撮影予定の多い工種は、Excelの表から黒板をまとめて作ると便利です。",
      ],
    },
    {
      heading: "改ざん検知(信憑性確認)に対応",
      paragraphs: [
        "有料プランでは、撮影時に写真と撮影日時からハッシュ値を計算して写真に記録します。発注者はこの値を照合することで、撮影後に写真が書き換えられていないかを確かめられます。",
        "使う暗号方式は、政府の推奨暗号リスト(CRYPTREC暗号リスト)に載っているものです。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["ikkatsukokuban", "shashin", "daichou", "zumencapture", "app"])],
  faq: cloudFaq([
    planAvailabilityFaq("tamperDetection", "改ざん検知(信憑性確認)付きの撮影"),
    {
      question: "電子小黒板はすべての工事で使えますか。",
      answer:
        "公共工事では、受注者が申し出て発注者が承諾することで使えるのが一般的です。運用のルールは特記仕様書に書かれるため、工事ごとにご確認ください。",
    },
    {
      question: "黒板の文字が写真の中で読みにくくなりませんか。",
      answer:
        "黒板は写真とは別に、文字がつぶれない大きさで合成します。晴天の屋外でも読めるよう、背景色と文字色の組み合わせを選べます。",
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: cloudCallToAction("電子小黒板を無料で試せます"),
};
