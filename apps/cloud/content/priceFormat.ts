import { groupDigits } from "@genbagura/ui";
import type { CloudPlan } from "./planTypes";

/** Tax-inclusive prices as STYLE.md writes them: `月額 3,300円(税込)`. */

export function formatYen(amount: number): string {
  return `${groupDigits(amount)}円`;
}

export function monthlyPriceLabel(plan: CloudPlan): string {
  return plan.monthlyPriceYen === 0 ? "無料" : `月額 ${formatYen(plan.monthlyPriceYen)}(税込)`;
}

export function yearlyPriceLabel(plan: CloudPlan): string {
  return plan.yearlyPriceYen === 0 ? "無料" : `年額 ${formatYen(plan.yearlyPriceYen)}(税込)`;
}

/** How many months of fees yearly billing saves against twelve monthly payments (0 for the free plan). */
export function yearlyMonthsSaved(plan: CloudPlan): number {
  if (plan.monthlyPriceYen === 0) return 0;
  return (plan.monthlyPriceYen * 12 - plan.yearlyPriceYen) / plan.monthlyPriceYen;
}

/** What yearly billing saves, e.g. `月額払いより2か月分(6,600円)お得`. */
export function yearlySavingLabel(plan: CloudPlan): string | undefined {
  const saving = plan.monthlyPriceYen * 12 - plan.yearlyPriceYen;
  if (saving <= 0) return undefined;
  const months = yearlyMonthsSaved(plan);
  return Number.isInteger(months)
    ? `月額払いより${months}か月分(${formatYen(saving)})お得`
    : `月額払いより${formatYen(saving)}お得`;
}

/** The yearly price spread over twelve months, rounded down to the yen. */
export function yearlyPerMonthLabel(plan: CloudPlan): string {
  return `1か月あたり ${formatYen(Math.floor(plan.yearlyPriceYen / 12))}`;
}

export function storageLabel(plan: CloudPlan): string {
  return plan.storageGb >= 1000 ? `${plan.storageGb / 1000} TB` : `${plan.storageGb} GB`;
}

export function userLimitLabel(plan: CloudPlan): string {
  return plan.maxUsers === null ? "無制限" : `${plan.maxUsers}人まで`;
}

export function siteLimitLabel(plan: CloudPlan): string {
  return plan.maxSites === null ? "無制限" : `${plan.maxSites}現場まで`;
}
