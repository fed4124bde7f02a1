import type { PriceGroup, PriceSummary } from "@genbagura/routing";
import { cloudPlans } from "../content/plans";
import type { CloudPlan } from "../content/planTypes";
import { storageLabel, userLimitLabel } from "../content/priceFormat";

function planPrices(plan: CloudPlan): PriceSummary[] {
  const unit = `1社(利用者${userLimitLabel(plan)}、保存容量${storageLabel(plan)})`;
  const base = { product: `現場蔵クラウド ${plan.name}プラン`, unit, href: "/cloud/plan" };
  if (plan.monthlyPrice.preTaxYen === 0) return [{ ...base, ...plan.monthlyPrice }];
  return [
    { ...base, ...plan.monthlyPrice },
    { ...base, ...plan.yearlyPrice },
  ];
}

/** The cloud's plans for other families' pages (the site's price list): read, never copied. */
export async function prices(): Promise<PriceGroup> {
  return { heading: "現場蔵クラウド", href: "/cloud/plan", prices: cloudPlans().flatMap(planPrices) };
}
