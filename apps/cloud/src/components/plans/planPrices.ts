import type { CloudPlan } from "../../../content/planTypes";
import {
  monthlyPriceLabel,
  yearlyPerMonthLabel,
  yearlyPriceLabel,
  yearlySavingLabel,
} from "../../../content/priceFormat";
import type { BillingCycle } from "./billing";

/** The main price of a plan card for the chosen billing cycle, and the other cycle's price beside it. */
export function planPrices(plan: CloudPlan, cycle: BillingCycle): { main: string; other: string } {
  if (plan.monthlyPrice.preTaxYen === 0) {
    return { main: "0円", other: "月額払い・年額払いとも料金はかかりません" };
  }
  const saving = yearlySavingLabel(plan);
  if (cycle === "monthly") {
    return {
      main: monthlyPriceLabel(plan),
      other: `年額払いなら ${yearlyPriceLabel(plan)}${saving ? `(${saving})` : ""}`,
    };
  }
  return {
    main: yearlyPriceLabel(plan),
    other: `${yearlyPerMonthLabel(plan)}。月額払いなら ${monthlyPriceLabel(plan)}`,
  };
}
