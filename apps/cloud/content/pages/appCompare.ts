import { drawing } from "@genbagura/illustrations";
import { cloudApp } from "../cloudApp";
import type { CloudProductContent } from "../pageData";
import { cloudPlanById, cloudPlanFeature, entryPaidPlan } from "../plans";
import type { CloudFeatureId } from "../planTypes";
import { monthlyPriceLabel } from "../priceFormat";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  relatedCloudPages,
  trialAction,
  trialScope,
} from "../shared";
import { availabilityCell } from "./planChart";

/** The app's features, compared between the free plan and the cheapest paid plan (a licence). */
const appFeatures: readonly CloudFeatureId[] = [
  "blackboardCamera",
  "photoSharing",
  "tamperDetection",
  "autoSorting",
  "blackboardTemplates",
  "drawings",
  "drawingNotes",
  "siteReports",
  "chats",
];

const freePlan = cloudPlanById("free");
const licensedPlan = entryPaidPlan();

export const cloudAppCompareContent: CloudProductContent = {
  hero: {
    eyebrow: "iPhone・iPadアプリ",
    title: "アプリの無料版と有料版の違い",
    lead: `${cloudApp.name}は、${freePlan.name}プランのまま無料で使えます。有料プランのライセンスを割り当てると、改ざん検知付きの撮影や黒板の自動仕分けなど、公共工事の写真管理に必要な機能が加わります。`,
    actions: [
      trialAction,
      { ...cloudPageLinks.appLicense, label: "ライセンスについて見る", variant: "secondary" },
    ],
  },
  showcase: {
    heading: "同じアプリで、ライセンスを割り当てるだけです",
    paragraphs: [
      "無料版と有料版で別々のアプリを入れる必要はありません。管理者がライセンスを割り当てると、次にアプリを開いたときから有料版の機能が使えるようになります。",
      "無料版で撮った写真や作った黒板は、有料版になってもそのまま使えます。",
    ],
    screen: drawing("screenAdminUsers"),
  },
  features: [
    {
      heading: "無料版でできること",
      paragraphs: [
        `電子小黒板での撮影、写真の共有、図面の閲覧、現場チャットを、${freePlan.maxUsers}人・${freePlan.maxSites}現場まで無料で使えます。まずは社内の一部で電子小黒板を試したい場合に向いています。`,
      ],
    },
    {
      heading: "有料版で加わること",
      paragraphs: [
        "改ざん検知(信憑性確認)付きの撮影、黒板の情報による写真の自動仕分け、数に制限のない黒板テンプレート、図面への書き込みなどが使えるようになります。",
        `有料版は${licensedPlan.name}プラン(${monthlyPriceLabel(licensedPlan)})からお使いいただけます。`,
      ],
    },
    {
      heading: "迷ったら無料トライアルで",
      paragraphs: [
        `無料トライアル中は、${trialScope}をお試しいただけます。実際の現場で使ってから、必要なプランを決められます。`,
      ],
    },
  ],
  blocks: [
    {
      kind: "table",
      heading: "機能の比較",
      caption: `${cloudApp.name}の無料版と有料版で使える機能`,
      head: ["機能", `無料版(${freePlan.name}プラン)`, `有料版(${licensedPlan.name}プラン以上)`],
      rows: appFeatures.map((id) => {
        const feature = cloudPlanFeature(id);
        return [
          feature.label,
          availabilityCell(feature.availability[freePlan.id]),
          availabilityCell(feature.availability[licensedPlan.id]),
        ];
      }),
      notes: ["※○は使える機能、×は使えない機能です。上限があるものはその内容を記しています。"],
    },
    relatedCloudPages(["appLicense", "appTrial", "app", "plan", "planChart"], "あわせて確認したいページ"),
  ],
  faq: cloudFaq([
    {
      question: "無料版に使用期限はありますか。",
      answer: "期限はありません。ユーザー数と現場数の範囲内で、ずっと無料でお使いいただけます。",
    },
    {
      question: "無料版で撮った写真は公共工事の提出に使えますか。",
      answer:
        "無料版の写真には改ざん検知の情報が付かないため、信憑性確認が求められる工事では有料版をお使いください。発注者の指定は特記仕様書でご確認ください。",
    },
    {
      question: "一部の社員だけ有料版にできますか。",
      answer:
        "できます。ライセンスはプランのユーザー数の範囲で、必要な人にだけ割り当てられます。割り当てていない人は、閲覧や報告などの基本機能を使えます。",
      links: [cloudPageLinks.appLicense],
    },
  ]),
  relatedCase: cloudCases.iPad,
  callToAction: cloudCallToAction(`${trialScope}を無料で試せます`),
};
