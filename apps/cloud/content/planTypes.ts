import type { Price } from "@genbagura/ui";

/** The shape of the cloud plans; the plans themselves live in `content/plans.ts`. */

export const cloudPlanIds = ["free", "lite", "standard", "premium"] as const;
export type CloudPlanId = (typeof cloudPlanIds)[number];

export interface CloudPlan {
  id: CloudPlanId;
  name: string;
  /** Who the plan suits, in one sentence. */
  audience: string;
  /** Pre-tax prices (the tax-included figure is derived); 0 yen for the free plan. */
  monthlyPrice: Price & { billing: "monthly" };
  yearlyPrice: Price & { billing: "yearly" };
  storageGb: number;
  /** `null` means no limit. */
  maxUsers: number | null;
  maxSites: number | null;
  /** What the plan adds, shown on the plan page. */
  highlights: readonly string[];
  recommended: boolean;
}

/** `true`: included, `false`: not included, a string: included with that limit. */
export type PlanAvailability = boolean | string;

export const cloudFeatureIds = [
  "blackboardCamera",
  "photoSharing",
  "tamperDetection",
  "autoSorting",
  "blackboardTemplates",
  "bulkBlackboards",
  "ledger",
  "ledgerViewLink",
  "bulkPdf",
  "drawings",
  "drawingNotes",
  "siteReports",
  "reportDocuments",
  "chats",
  "siteManagement",
  "administration",
  "operationLog",
  "ipRestriction",
  "emailSupport",
  "phoneSupport",
  "onboarding",
] as const;
export type CloudFeatureId = (typeof cloudFeatureIds)[number];

export interface PlanFeature {
  id: CloudFeatureId;
  label: string;
  availability: Readonly<Record<CloudPlanId, PlanAvailability>>;
}

export interface PlanFeatureGroup {
  heading: string;
  features: readonly PlanFeature[];
}
