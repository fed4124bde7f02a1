import type { PriceGroup, PriceSummary } from "@genbagura/routing";
import { cloudPlans } from "../content/plans";
import type { CloudPlan } from "../content/planTypes";
import { storageLabel, userLimitLabel } from "../content/priceFormat";

/** Plan prices are stated tax included; the 10 % consumption tax gives the price before tax. */
const preTax = (yen: number) => Math.round((yen * 100) / 110);

function planPrices(plan: CloudPlan): PriceSummary[] {
  const unit = `1社(利用者${userLimitLabel(plan)}、保存容量${storageLabel(plan)})`;
  const base = { product: `現場蔵クラウド ${plan.name}プラン`, unit, href: "/cloud/plan" };
  if (plan.monthlyPriceYen === 0) return [{ ...base, billing: "monthly", yen: 0, preTaxYen: 0 }];
  return [
    { ...base, billing: "monthly", yen: plan.monthlyPriceYen, preTaxYen: preTax(plan.monthlyPriceYen) },
    { ...base, billing: "yearly", yen: plan.yearlyPriceYen, preTaxYen: preTax(plan.yearlyPriceYen) },
  ];
}

/** The cloud's plans for other families' pages (the site's price list): read, never copied. */
export async function prices(): Promise<PriceGroup> {
  return { heading: "現場蔵クラウド", href: "/cloud/plan", prices: cloudPlans().flatMap(planPrices) };
}
