import type {
  CloudFeatureId,
  CloudPlan,
  CloudPlanId,
  PlanAvailability,
  PlanFeature,
  PlanFeatureGroup,
} from "./planTypes";

/**
 * The one source of the cloud plans and prices. Pages never type a price: they read these records
 * (the plan page also puts them in its payload, where other families can read them).
 */

const plans: readonly CloudPlan[] = [
  {
    id: "free",
    name: "フリー",
    audience: "少人数で電子小黒板と写真の共有を試したい方に向いています。",
    monthlyPrice: { preTaxYen: 0, billing: "monthly" },
    yearlyPrice: { preTaxYen: 0, billing: "yearly" },
    storageGb: 5,
    maxUsers: 3,
    maxSites: 2,
    highlights: ["電子小黒板での撮影と写真の共有", "図面の閲覧と現場チャット", "工事写真台帳の作成(1現場)"],
    recommended: false,
  },
  {
    id: "lite",
    name: "ライト",
    audience: "数人で現場を回す工務店や専門工事会社に向いています。",
    monthlyPrice: { preTaxYen: 3_000, billing: "monthly" },
    yearlyPrice: { preTaxYen: 30_000, billing: "yearly" },
    storageGb: 100,
    maxUsers: 10,
    maxSites: 10,
    highlights: [
      "フリーのすべての機能",
      "改ざん検知(信憑性確認)付きの撮影",
      "工事写真台帳の作成と一括PDF出力",
      "電話サポート",
    ],
    recommended: false,
  },
  {
    id: "standard",
    name: "スタンダード",
    audience: "複数の現場を事務所と分業して管理する建設会社に向いています。",
    monthlyPrice: { preTaxYen: 9_000, billing: "monthly" },
    yearlyPrice: { preTaxYen: 90_000, billing: "yearly" },
    storageGb: 1000,
    maxUsers: 30,
    maxSites: null,
    highlights: [
      "ライトのすべての機能",
      "Excel・CSVからの一括黒板作成",
      "台帳の閲覧リンクと報告書の作成",
      "導入時のオンライン説明会",
    ],
    recommended: true,
  },
  {
    id: "premium",
    name: "プレミアム",
    audience: "全社で統一して使い、管理と監査を強めたい会社に向いています。",
    monthlyPrice: { preTaxYen: 25_000, billing: "monthly" },
    yearlyPrice: { preTaxYen: 250_000, billing: "yearly" },
    storageGb: 5000,
    maxUsers: 100,
    maxSites: null,
    highlights: [
      "スタンダードのすべての機能",
      "操作ログの3年保存",
      "IPアドレスによるアクセス制限",
      "訪問による導入支援",
    ],
    recommended: false,
  },
];

/** Availability in plan order: フリー, ライト, スタンダード, プレミアム. */
type AvailabilityRow = readonly [PlanAvailability, PlanAvailability, PlanAvailability, PlanAvailability];

function feature(
  id: CloudFeatureId,
  label: string,
  [free, lite, standard, premium]: AvailabilityRow,
): PlanFeature {
  return { id, label, availability: { free, lite, standard, premium } };
}

const featureGroups: readonly PlanFeatureGroup[] = [
  {
    heading: "撮影と写真",
    features: [
      feature("blackboardCamera", "電子小黒板での撮影", [true, true, true, true]),
      feature("photoSharing", "工事写真の共有", [true, true, true, true]),
      feature("tamperDetection", "改ざん検知(信憑性確認)付きの撮影", [false, true, true, true]),
      feature("autoSorting", "黒板の情報による写真の自動仕分け", [false, true, true, true]),
    ],
  },
  {
    heading: "電子小黒板",
    features: [
      feature("blackboardTemplates", "黒板テンプレート", ["10種類まで", true, true, true]),
      feature("bulkBlackboards", "Excel・CSVからの一括黒板作成", [false, false, true, true]),
    ],
  },
  {
    heading: "台帳と書類",
    features: [
      feature("ledger", "工事写真台帳の作成", ["1現場のみ", true, true, true]),
      feature("ledgerViewLink", "台帳の閲覧リンク(発注者・元請向け)", [false, false, true, true]),
      feature("bulkPdf", "一括PDF出力", [false, true, true, true]),
      feature("siteReports", "現場からの報告(日報・作業報告)", ["月30件まで", true, true, true]),
      feature("reportDocuments", "報告書の作成(Excel・PDF出力)", [false, false, true, true]),
    ],
  },
  {
    heading: "図面とコミュニケーション",
    features: [
      feature("drawings", "図面の共有と閲覧", [true, true, true, true]),
      feature("drawingNotes", "図面への書き込みと写真の配置", [false, true, true, true]),
      feature("chats", "現場チャット", [true, true, true, true]),
    ],
  },
  {
    heading: "管理とセキュリティ",
    features: [
      feature("siteManagement", "現場(工事)ごとの写真・書類の管理", [true, true, true, true]),
      feature("administration", "管理者機能(権限設定・ライセンス割り当て)", [false, "基本機能", true, true]),
      feature("operationLog", "操作ログの保存", [false, false, "90日分", "3年分"]),
      feature("ipRestriction", "IPアドレスによるアクセス制限", [false, false, false, true]),
    ],
  },
  {
    heading: "サポート",
    features: [
      feature("emailSupport", "メール・チャットでのサポート", [true, true, true, true]),
      feature("phoneSupport", "電話サポート", [false, true, true, true]),
      feature("onboarding", "導入支援", [false, false, "オンライン説明会", "訪問による導入支援"]),
    ],
  },
];

/**
 * What happens when the photos and documents stored exceed the plan's capacity: after reaching the
 * limit, after moving to a smaller plan, after cancelling (the account becomes フリー) or at the end of
 * the trial. One policy, read by every cloud page that answers the question.
 */
export const overCapacityPolicy = {
  /** Nothing stored is ever deleted because of the capacity. */
  deletesStoredData: false,
  rule: "保存容量を超えている間は、新しい写真と書類をアップロードできません。保存済みの写真と書類は消えず、閲覧と書き出しができます。",
  resume: "上位のプランに変更するか、完了した現場の写真を書き出して削除すると、再びアップロードできます。",
  /** Only closing the account ends the contract: data is then kept this many days (利用規約), then deleted. */
  daysKeptAfterContractEnds: 90,
} as const;

/** The free trial: every feature of スタンダード for this many months, with no charge afterwards unless ordered. */
export const cloudTrial = { months: 2, planId: "standard", minutesToStart: 30 } as const satisfies {
  months: number;
  planId: CloudPlanId;
  minutesToStart: number;
};

export function cloudPlans(): readonly CloudPlan[] {
  return plans;
}

export function cloudPlanById(id: CloudPlanId): CloudPlan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown cloud plan: ${id}`);
  return plan;
}

export function cloudPlanFeatureGroups(): readonly PlanFeatureGroup[] {
  return featureGroups;
}

export function cloudPlanFeature(id: CloudFeatureId): PlanFeature {
  const found = featureGroups.flatMap((group) => group.features).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown cloud feature: ${id}`);
  return found;
}

/** The plans that include a feature (with or without a limit), in price order. */
export function plansOffering(id: CloudFeatureId): readonly CloudPlan[] {
  const { availability } = cloudPlanFeature(id);
  return plans.filter((plan) => availability[plan.id] !== false);
}

/** `スタンダード・プレミアム`, `フリー(1現場のみ)・ライト・…` or `すべてのプラン`: for "which plan has it?". */
export function planNamesOffering(id: CloudFeatureId): string {
  const { availability } = cloudPlanFeature(id);
  if (plans.every((plan) => availability[plan.id] === true)) return "すべてのプラン";
  return plansOffering(id)
    .map((plan) => {
      const limit = availability[plan.id];
      return typeof limit === "string" ? `${plan.name}(${limit})` : plan.name;
    })
    .join("・");
}

/** The cheapest paid plan, for "from ... per month" lines. */
export function entryPaidPlan(): CloudPlan {
  const [cheapest] = plans
    .filter((plan) => plan.monthlyPrice.preTaxYen > 0)
    .toSorted((a, b) => a.monthlyPrice.preTaxYen - b.monthlyPrice.preTaxYen);
  if (!cheapest) throw new Error("No paid cloud plan");
  return cheapest;
}
