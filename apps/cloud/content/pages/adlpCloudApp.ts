import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { cloudApp } from "../cloudApp";
import { cloudTrial } from "../plans";
import { cloudFaq, cloudPageLinks, trialAction, trialPlan, trialScope } from "../shared";

export const adlpCloudAppContent: LandingPageSource = {
  hero: {
    eyebrow: `${cloudApp.name}(iPhone・iPad)`,
    title: "iPhoneが電子小黒板になります",
    lead: `${cloudApp.name}を入れれば、今お使いのiPhone・iPadで黒板入りの工事写真を撮り、そのまま事務所と共有できます。${trialPlan.name}プランの機能を${cloudTrial.months}か月間無料でお試しください。`,
    illustration: drawing("cloud"),
  },
  benefits: {
    heading: "アプリで変わること",
    items: [
      {
        title: "黒板を持たずにひとりで撮影",
        body: "工種や測点を入れた黒板を画面に重ねて撮るので、黒板を書き直す手間も持つ人の手配も要りません。",
      },
      {
        title: "撮った写真がすぐ事務所へ",
        body: "写真は撮影と同時にクラウドへ送られ、黒板の情報をもとに自動で仕分けられます。夕方に写真を集める作業がなくなります。",
      },
      {
        title: "台帳づくりまでつながる",
        body: "黒板の情報から工事写真台帳を自動で作れます。写真を貼って転記する時間を、ほかの仕事に使えます。",
      },
    ],
  },
  conditions: {
    heading: "無料トライアルの期間と条件",
    period: `アカウントの作成日から${cloudTrial.months}か月間`,
    items: [
      "法人または個人事業主の方が対象です。",
      "クレジットカードの登録は不要で、期間が終わっても自動で課金されることはありません。",
      "無料トライアルは1社につき1回までです。",
    ],
  },
  blocks: [
    {
      kind: "faq",
      ...cloudFaq([
        {
          question: "どのiPhone・iPadで使えますか。",
          answer: "iOS 17以降、iPadOS 17以降に対応したiPhone・iPadで使えます。",
          links: [cloudPageLinks.app],
        },
        {
          question: "無料版と有料版は何が違いますか。",
          answer: `有料版では、改ざん検知付きの撮影や黒板による自動仕分けなどが使えます。トライアル中は${trialScope}を試せます。`,
          links: [cloudPageLinks.appCompare],
        },
        {
          question: "社員にも使ってもらえますか。",
          answer: "現場に社員を招待し、管理者がライセンスを割り当てれば、同じ現場で写真を共有できます。",
          links: [cloudPageLinks.appLicense],
        },
      ]),
    },
  ],
  action: {
    heading: "今お使いのiPhoneで始められます",
    body: "お申し込みの後、トライアルの始め方をメールでお送りします。アカウントを作ったその日から、今お使いのiPhoneで撮影を始められます。",
    label: trialAction.label,
    href: trialAction.href,
  },
  form: { formId: "adlp_cloud_app", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["cloud"],
};
