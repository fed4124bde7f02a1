import { factProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { cloudBilling } from "../content/billingTerms";
import { cloudPlanById, cloudPlans, cloudTrial } from "../content/plans";
import { facts } from "./publishedFacts";

describe("the cloud's published facts", () => {
  it("accept the records' own terms and refuse others", async () => {
    const published = await facts();
    const plan = `${cloudPlanById(cloudTrial.planId).name}プラン`;
    const trial = `現場蔵クラウドは、${plan}のすべての機能を${cloudTrial.months}か月間無料でお試しいただけます。`;
    const paid = `現場蔵クラウドの月額払いは${cloudBilling.monthlyPaymentMethods[0]}でお支払いいただきます。`;
    expect(factProblems(`${trial}${paid}`, published)).toEqual([]);
    const longer = `現場蔵クラウドは、${plan}のすべての機能を${cloudTrial.months + 1}か月間無料でお試しいただけます。`;
    expect(factProblems(longer, published)).toEqual([expect.stringContaining("cloud.trial.months")]);
    expect(
      factProblems("現場蔵クラウドは、有料プランのすべての機能を無料でお試しいただけます。", published),
    ).toEqual([expect.stringContaining("cloud.trial.planId")]);
  });

  it("count the plans on offer (C6)", async () => {
    const published = await facts();
    const count = (plans: number) => `現場蔵クラウドは${plans}つのプランからお選びいただけます。`;
    expect(factProblems(count(cloudPlans().length), published)).toEqual([]);
    expect(factProblems(count(cloudPlans().length + 1), published)).toEqual([
      expect.stringContaining("cloud.plans"),
    ]);
  });
});
