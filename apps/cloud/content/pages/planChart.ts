import type { ContentBlock, StandardPageContent } from "@genbagura/ui";
import { cloudPlanById, cloudPlanFeatureGroups, cloudPlans, cloudTrial } from "../plans";
import type { CloudPlan, PlanAvailability } from "../planTypes";
import {
  monthlyPriceLabel,
  siteLimitLabel,
  storageLabel,
  userLimitLabel,
  yearlyPriceLabel,
} from "../priceFormat";
import { cloudCallToAction, relatedCloudPages } from "../shared";

/** ○ and × as plan comparison charts in Japan write them; a limit is written out. */
export function availabilityCell(availability: PlanAvailability): string {
  if (availability === true) return "○";
  if (availability === false) return "×";
  return availability;
}

const plans = cloudPlans();
const head = ["項目", ...plans.map((plan) => plan.name)];

function row(label: string, cell: (plan: CloudPlan) => string): string[] {
  return [label, ...plans.map(cell)];
}

/** Every table of the chart: prices and limits first, then one table per feature group. */
export function planChartTables(): ContentBlock[] {
  const priceTable: ContentBlock = {
    kind: "table",
    heading: "料金と上限",
    caption: "プラン別の料金(税込)と利用できる量",
    head,
    rows: [
      row("月額払い", monthlyPriceLabel),
      row("年額払い", yearlyPriceLabel),
      row("保存容量", storageLabel),
      row("ユーザー数", userLimitLabel),
      row("現場数", siteLimitLabel),
    ],
  };
  const featureTables = cloudPlanFeatureGroups().map(
    (group): ContentBlock => ({
      kind: "table",
      heading: group.heading,
      caption: `${group.heading}の機能をプランごとに比べた表`,
      head,
      rows: group.features.map((feature) =>
        row(feature.label, (plan) => availabilityCell(feature.availability[plan.id])),
      ),
    }),
  );
  return [priceTable, ...featureTables];
}

export const cloudPlanChartContent: StandardPageContent = {
  title: "現場蔵クラウドのプラン別機能比較表",
  lead: `現場蔵クラウドの${plans.length}つのプランで使える機能、保存容量、ユーザー数を一覧で比べられます。表の○は使える機能、×は使えない機能で、上限があるものはその内容を記しています。`,
  blocks: [
    ...planChartTables(),
    {
      kind: "notes",
      items: [
        "※料金はすべて消費税込みの金額です。",
        `※無料トライアル中は、${cloudPlanById(cloudTrial.planId).name}プランの機能をお使いいただけます。`,
        "※機能は改良のため予告なく変更することがあります。",
      ],
    },
    relatedCloudPages(["plan", "overview", "appCompare", "compare", "start"], "プラン選びに役立つページ"),
    { kind: "callToAction", ...cloudCallToAction("どのプランが合うか試して確かめられます") },
  ],
};
