import { formatPrice, formatYen, taxIncluded } from "@genbagura/ui";
import type { CloudPlan } from "./planTypes";

/** Tax-inclusive prices as STYLE.md writes them, by the site's one money model: `月額 3,300円(税込)`. */

export function monthlyPriceLabel(plan: CloudPlan): string {
  return plan.monthlyPrice.preTaxYen === 0 ? "無料" : formatPrice(plan.monthlyPrice);
}

export function yearlyPriceLabel(plan: CloudPlan): string {
  return plan.yearlyPrice.preTaxYen === 0 ? "無料" : formatPrice(plan.yearlyPrice);
}

/** What yearly billing saves against twelve monthly payments, in the tax-included yen a customer pays. */
function yearlySavingYen(plan: CloudPlan): number {
  return taxIncluded(plan.monthlyPrice) * 12 - taxIncluded(plan.yearlyPrice);
}

/** How many months of fees yearly billing saves against twelve monthly payments (0 for the free plan). */
export function yearlyMonthsSaved(plan: CloudPlan): number {
  if (plan.monthlyPrice.preTaxYen === 0) return 0;
  return yearlySavingYen(plan) / taxIncluded(plan.monthlyPrice);
}

/** What yearly billing saves, e.g. `月額払いより2か月分(6,600円)お得`. */
export function yearlySavingLabel(plan: CloudPlan): string | undefined {
  const saving = yearlySavingYen(plan);
  if (saving <= 0) return undefined;
  const months = yearlyMonthsSaved(plan);
  return Number.isInteger(months)
    ? `月額払いより${months}か月分(${formatYen(saving)})お得`
    : `月額払いより${formatYen(saving)}お得`;
}

/** The tax-included yearly price spread over twelve months, rounded down to the yen. */
export function yearlyPerMonthLabel(plan: CloudPlan): string {
  return `1か月あたり ${formatYen(Math.floor(taxIncluded(plan.yearlyPrice) / 12))}`;
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
