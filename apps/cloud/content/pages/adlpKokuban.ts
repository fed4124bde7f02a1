import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { cloudApp } from "../cloudApp";
import { cloudTrial } from "../plans";
import { cloudFaq, cloudPageLinks, trialAction } from "../shared";

export const adlpCloudAppKokubanContent: LandingPageSource = {
  hero: {
    eyebrow: "電子小黒板アプリ",
    title: "黒板の書き直しと黒板持ちをなくしませんか",
    lead: `${cloudApp.name}の電子小黒板なら、事務所で作った黒板を選んで撮るだけです。雨の日も狭い場所でも、ひとりで読みやすい黒板入りの写真を撮れます。${cloudTrial.months}か月間の無料トライアルでお試しください。`,
    illustration: drawing("blackboard"),
  },
  benefits: {
    heading: "電子小黒板で変わること",
    items: [
      {
        title: "チョークで書き直さない",
        body: "工種、測点、寸法を入れた黒板を事務所で用意し、現場の端末に配ります。現場では選んで撮るだけです。",
      },
      {
        title: "雨や狭い場所でも撮れる",
        body: "黒板が濡れて読めなくなることはありません。大きな黒板が入らない場所でも、iPhoneなら片手で撮影できます。",
      },
      {
        title: "公共工事の要件にも対応",
        body: "有料版では改ざん検知(信憑性確認)付きで撮影できます。国土交通省の様式に沿ったテンプレートも用意しています。",
      },
    ],
  },
  conditions: {
    heading: "無料トライアルの期間と条件",
    period: `アカウントの作成日から${cloudTrial.months}か月間`,
    items: [
      "法人または個人事業主の方が対象です。",
      "期間中は有料版の電子小黒板の機能をすべてお使いいただけます。",
      "期間が終わっても自動で課金されることはありません。",
    ],
  },
  blocks: [
    {
      kind: "faq",
      ...cloudFaq([
        {
          question: "電子小黒板はどの工事でも使えますか。",
          answer:
            "公共工事では、受注者が申し出て発注者が承諾すれば使えるのが一般的です。工事ごとに特記仕様書をご確認ください。",
          links: [cloudPageLinks.kokuban],
        },
        {
          question: "たくさんの黒板をまとめて作れますか。",
          answer: "Excel・CSVの表から、1行を1枚の黒板としてまとめて作れます。",
          links: [cloudPageLinks.ikkatsukokuban],
        },
        {
          question: "豆図を黒板に貼れますか。",
          answer: "貼れます。図面のPDFから豆図を切り出すには、現場蔵 図面キャプチャーが便利です。",
          links: [cloudPageLinks.zumencapture],
        },
      ]),
    },
  ],
  action: {
    heading: "電子小黒板を無料で試してみませんか",
    body: "今お使いのiPhone・iPadにアプリを入れるだけで始められます。",
    label: trialAction.label,
    href: trialAction.href,
  },
  form: { formId: "adlp_cloud_app_kokuban", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["cloud"],
};
