import type { RecordedFact } from "@genbagura/routing";
import { cloudBilling } from "../content/billingTerms";
import { cloudPlanById, cloudPlans, cloudTrial } from "../content/plans";

/** The cloud's recorded facts, for the fact check at every publish. */
export async function facts(): Promise<readonly RecordedFact[]> {
  const subjects = ["現場蔵クラウド"];
  return [
    {
      id: "cloud.trial.months",
      kind: "trial-length",
      subjects,
      values: [`${cloudTrial.months}か月`],
    },
    {
      id: "cloud.trial.planId",
      kind: "trial-scope",
      subjects,
      values: [`${cloudPlanById(cloudTrial.planId).name}プラン`],
    },
    {
      id: "cloud.billing.monthlyPaymentMethods",
      kind: "monthly-payment",
      subjects,
      values: cloudBilling.monthlyPaymentMethods,
    },
    {
      id: "cloud.billing.monthlyContractEnds",
      kind: "monthly-cancellation",
      subjects,
      values: [cloudBilling.monthlyContractEnds],
    },
    // The plans on offer: a plan no longer offered (the 2023 エンタープライズプラン) is history, with its date.
    { id: "cloud.plans", kind: "plan-count", subjects, values: [String(cloudPlans().length)] },
  ];
}
