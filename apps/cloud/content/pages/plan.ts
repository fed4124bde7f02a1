import { drawing } from "@genbagura/illustrations";
import type { CloudPlanPageContent } from "../pageData";
import { cloudPlanById, cloudPlans, cloudTrial, entryPaidPlan, overCapacityPolicy } from "../plans";
import { storageLabel, yearlyMonthsSaved } from "../priceFormat";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  documentAction,
  relatedCloudPages,
  trialAction,
  trialScope,
} from "../shared";

const trialPlan = cloudPlanById(cloudTrial.planId);

export const cloudPlanContent: CloudPlanPageContent = {
  hero: {
    eyebrow: "現場蔵クラウド",
    title: "現場蔵クラウドの料金プラン",
    lead: `使う人数、写真の量、必要な機能に合わせて${cloudPlans().length}つのプランからお選びいただけます。料金はすべて税込で、月額払いと、${yearlyMonthsSaved(entryPaidPlan())}か月分お得な年額払いがあります。`,
    illustration: drawing("cloud"),
    actions: [trialAction, { ...documentAction, variant: "secondary" }],
  },
  blocksAfterPlans: [
    {
      kind: "notes",
      items: [
        "※料金はすべて消費税込みの金額です。",
        "※年額払いは1年分をまとめてお支払いいただきます。契約期間の途中で解約した場合の返金はありません。",
        `※無料トライアル中は${trialPlan.name}プランのすべての機能と${storageLabel(trialPlan)}の保存容量をお使いいただけます。`,
        "※ユーザー数や保存容量が上限に近づくと、管理者にメールでお知らせします。",
      ],
    },
    {
      kind: "steps",
      heading: "お申し込みの流れ",
      steps: [
        {
          title: "無料トライアルで試す",
          body: `アカウントを作成すると、${cloudTrial.months}か月間、${trialScope}を無料でお試しいただけます。`,
        },
        {
          title: "プランを選ぶ",
          body: "管理画面の「ご契約」から、プランとお支払い方法(月額払い・年額払い)を選びます。",
        },
        {
          title: "お支払い方法を登録する",
          body: "クレジットカードまたは請求書払い(銀行振込)を選べます。請求書払いは年額払いの場合にご利用いただけます。",
        },
        {
          title: "そのまま使い続ける",
          body: "トライアル中に登録した写真や黒板、台帳は、有料プランにそのまま引き継がれます。",
        },
      ],
    },
    {
      kind: "faq",
      ...cloudFaq([
        {
          question: "途中でプランを変えられますか。",
          answer:
            "いつでも上位のプランに変更でき、変更した日から新しい機能をお使いいただけます。下位のプランへの変更は、次の更新日から切り替わります。",
        },
        {
          question: "保存容量が足りなくなったらどうなりますか。",
          answer: `${overCapacityPolicy.rule}${overCapacityPolicy.resume}`,
        },
        {
          question: "解約すると写真はどうなりますか。",
          answer: `有料プランを解約するとフリープランに切り替わり、写真と書類はそのまま残ります。フリープランの${overCapacityPolicy.rule}現場蔵クラウドの利用契約そのものを終える場合は、終了から${overCapacityPolicy.daysKeptAfterContractEnds}日間データを保管し、その後削除します。`,
        },
        {
          question: "IT導入補助金は使えますか。",
          answer:
            "現場蔵クラウドの年額払いは、IT導入補助金の対象になる場合があります。対象となる枠や申請の手順は、お問い合わせください。",
        },
      ]),
    },
    relatedCloudPages(
      ["planChart", "compare", "appCompare", "appLicense", "appTrial", "start"],
      "料金とあわせて確認したいページ",
    ),
    { kind: "relatedLinks", heading: "導入事例", links: [cloudCases.division] },
    { kind: "callToAction", ...cloudCallToAction("まずは無料でお試しください") },
  ],
};
