import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import { planNamesOffering } from "../plans";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  planAvailabilityFaq,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const cloudAdministerContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "管理者機能",
    lead: "会社の管理者は、社員のアカウント、権限、アプリのライセンスをひとつの画面で管理できます。入社や異動、退職があっても、写真や書類を会社の資産として安全に引き継げます。",
    actions: [trialAction],
  },
  showcase: {
    heading: "社員と権限を一覧で管理します",
    paragraphs: [
      "管理画面のユーザー一覧には、社員ごとの役割とライセンスの状態が並びます。スイッチを切り替えるだけで、アプリのライセンスを割り当てたり外したりできます。",
      "退職した社員のアカウントを止めても、その人が撮った写真や作った書類は現場に残ります。",
    ],
    screen: drawing("screenAdminUsers"),
  },
  features: [
    {
      heading: "役割ごとに使える機能を決められます",
      paragraphs: [
        "管理者、現場責任者、一般、閲覧のみ、といった役割を用意しています。役割ごとに、現場の作成、黒板の編集、書類の出力などの可否を決められます。",
      ],
    },
    {
      heading: "ライセンスを必要な人に割り当てます",
      paragraphs: [
        "契約したプランのユーザー数の範囲で、アプリのライセンスを社員に割り当てます。繁忙期だけ協力会社の方に割り当てるといった使い方もできます。",
      ],
    },
    {
      heading: "安全に使うための設定",
      paragraphs: [
        `2段階認証の必須化、パスワードの条件、サインインできる端末の台数を会社全体で設定できます。${planNamesOffering("ipRestriction")}プランでは、社内のネットワークからだけサインインできるように制限できます。`,
      ],
      bullets: ["2段階認証の必須化", "操作ログの保存と書き出し", "IPアドレスによるアクセス制限"],
    },
  ],
  blocks: [relatedCloudPages(["kanri", "appLicense", "login", "planChart"])],
  faq: cloudFaq([
    planAvailabilityFaq("administration", "管理者機能"),
    {
      question: "管理者を複数人にできますか。",
      answer:
        "できます。管理者が1人だけだと不在のときに困るため、2人以上を管理者にしておくことをおすすめします。",
    },
    {
      question: "操作ログでは何がわかりますか。",
      answer: `サインイン、写真の削除、書類の出力、権限の変更などを、日時と操作した人の名前とともに記録します。操作ログは${planNamesOffering("operationLog")}で保存できます。`,
      links: [cloudPageLinks.planChart],
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("管理の手間を減らしませんか"),
};
