import { drawing } from "@genbagura/illustrations";
import { cloudApp } from "../cloudApp";
import type { CloudProductContent } from "../pageData";
import { cloudPlans } from "../plans";
import { monthlyPriceLabel, userLimitLabel, yearlyPriceLabel } from "../priceFormat";
import { cloudCallToAction, cloudCases, cloudFaq, relatedCloudPages, trialAction } from "../shared";

const paidPlans = cloudPlans().filter((plan) => plan.monthlyPrice.preTaxYen > 0);

export const cloudAppLicenseContent: CloudProductContent = {
  hero: {
    eyebrow: "iPhone・iPadアプリ",
    title: "アプリのライセンス",
    lead: `${cloudApp.name}の有料版の機能は、会社で契約した有料プランのライセンスを社員に割り当てて使います。アプリごとの購入や端末ごとの登録は必要ありません。`,
    actions: [trialAction],
  },
  showcase: {
    heading: "管理者がライセンスを割り当てます",
    paragraphs: [
      "管理画面のユーザー一覧で、ライセンスを割り当てる社員のスイッチをオンにします。割り当てられた社員は、次にアプリを開いたときから有料版の機能を使えます。",
      "異動や退職でライセンスが不要になったら、スイッチをオフにして別の社員に割り当て直せます。",
    ],
    screen: drawing("screenAdminUsers"),
  },
  features: [
    {
      heading: "ライセンスは人に割り当てます",
      paragraphs: [
        "ライセンスは端末ではなく社員のアカウントに割り当てます。1人の社員がiPhoneとiPadの両方を使っても、ライセンスは1つです。",
      ],
    },
    {
      heading: "プランのユーザー数まで割り当てられます",
      paragraphs: [
        "割り当てられるライセンスの数は、契約したプランのユーザー数と同じです。ユーザー数が足りなくなったら、上位のプランに変更すると、その日から割り当てを増やせます。",
      ],
    },
    {
      heading: "購入は会社の契約でまとめて",
      paragraphs: [
        "App Storeでのアプリ内課金はありません。料金は会社の契約としてまとめてお支払いいただくため、社員が個人で立て替える必要がありません。",
      ],
    },
  ],
  blocks: [
    {
      kind: "table",
      heading: "プランごとのライセンス数と料金",
      caption: "有料プランごとに割り当てられるライセンスの数と料金(税込)",
      head: ["プラン", "ライセンス数", "月額払い", "年額払い"],
      rows: paidPlans.map((plan) => [
        plan.name,
        userLimitLabel(plan),
        monthlyPriceLabel(plan),
        yearlyPriceLabel(plan),
      ]),
      notes: ["※料金はすべて消費税込みの金額です。"],
    },
    relatedCloudPages(["appCompare", "administer", "plan", "appTrial", "app"], "あわせて確認したいページ"),
  ],
  faq: cloudFaq([
    {
      question: "協力会社の方にライセンスを割り当てられますか。",
      answer:
        "協力会社の方を現場に招待すれば、自社の社員と同じようにライセンスを割り当てられます。割り当てた分は自社のユーザー数に含まれます。",
    },
    {
      question: "ライセンスを外すと、その人が撮った写真はどうなりますか。",
      answer: "写真は現場に残ります。ライセンスを外した人も、閲覧や報告などの基本機能は引き続き使えます。",
    },
    {
      question: "見積書や請求書を発行してもらえますか。",
      answer: "年額払いの場合は、見積書と請求書を発行します。お問い合わせフォームからご依頼ください。",
      links: [{ label: "お問い合わせフォームへ進む", href: "/contact" }],
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: cloudCallToAction("ライセンスの使い心地を試せます"),
};
