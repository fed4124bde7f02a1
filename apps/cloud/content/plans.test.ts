import { taxIncluded } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { cloudAppTrialContent } from "./pages/appTrial";
import { cloudPlanContent } from "./pages/plan";
import { planChartTables } from "./pages/planChart";
import {
  cloudPlanById,
  cloudPlanFeatureGroups,
  cloudPlans,
  cloudTrial,
  entryPaidPlan,
  overCapacityPolicy,
  planNamesOffering,
  plansOffering,
} from "./plans";
import { cloudFeatureIds, cloudPlanIds } from "./planTypes";

const plans = cloudPlans();
const paidPlans = plans.filter((plan) => plan.id !== "free");

describe("cloud plans", () => {
  it("has one record per plan id, cheapest first", () => {
    expect(plans.map((plan) => plan.id)).toEqual([...cloudPlanIds]);
    const monthly = plans.map((plan) => plan.monthlyPrice.preTaxYen);
    expect(monthly).toEqual(monthly.toSorted((a, b) => a - b));
  });

  it("charges whole yen: nothing on the free plan, a positive price on every paid plan", () => {
    const free = cloudPlanById("free");
    expect([free.monthlyPrice.preTaxYen, free.yearlyPrice.preTaxYen]).toEqual([0, 0]);
    for (const plan of paidPlans) {
      for (const price of [plan.monthlyPrice, plan.yearlyPrice]) {
        expect(Number.isInteger(price.preTaxYen) && price.preTaxYen > 0).toBe(true);
      }
      expect([plan.monthlyPrice.billing, plan.yearlyPrice.billing]).toEqual(["monthly", "yearly"]);
    }
  });

  it("makes yearly billing cheaper than twelve monthly payments", () => {
    for (const plan of paidPlans) {
      expect(plan.yearlyPrice.preTaxYen).toBeLessThan(plan.monthlyPrice.preTaxYen * 12);
    }
  });

  it("gives more storage and users as the price rises", () => {
    for (const [index, plan] of plans.entries()) {
      const previous = plans[index - 1];
      if (!previous) continue;
      expect(plan.storageGb).toBeGreaterThan(previous.storageGb);
      expect(plan.maxUsers ?? Number.POSITIVE_INFINITY).toBeGreaterThan(previous.maxUsers ?? 0);
    }
  });

  it("recommends exactly one plan and trials a paid one", () => {
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1);
    expect(cloudPlanById(cloudTrial.planId).monthlyPrice.preTaxYen).toBeGreaterThan(0);
    expect(entryPaidPlan().id).toBe("lite");
  });
});

describe("plan features", () => {
  const features = cloudPlanFeatureGroups().flatMap((group) => group.features);

  it("lists every feature id exactly once", () => {
    expect(features.map((feature) => feature.id).toSorted()).toEqual([...cloudFeatureIds].toSorted());
  });

  it("states the availability of every feature on every plan", () => {
    for (const feature of features) {
      expect(Object.keys(feature.availability).toSorted()).toEqual([...cloudPlanIds].toSorted());
    }
  });

  it("never takes a feature away from a dearer plan", () => {
    for (const feature of features) {
      const included = plans.map((plan) => feature.availability[plan.id] !== false);
      expect(included).toEqual(included.toSorted((a, b) => Number(a) - Number(b)));
    }
  });

  it("names the plans offering a feature, with their limits", () => {
    expect(planNamesOffering("chats")).toBe("すべてのプラン");
    expect(planNamesOffering("bulkBlackboards")).toBe("スタンダード・プレミアム");
    expect(planNamesOffering("ledger")).toBe("フリー(1現場のみ)・ライト・スタンダード・プレミアム");
    expect(plansOffering("ipRestriction").map((plan) => plan.id)).toEqual(["premium"]);
  });
});

describe("the comparison chart", () => {
  const tables = planChartTables().flatMap((block) => (block.kind === "table" ? [block] : []));

  it("has a column for every plan in every table", () => {
    for (const table of tables) {
      expect(table.head.slice(1)).toEqual(plans.map((plan) => plan.name));
      for (const row of table.rows) expect(row).toHaveLength(plans.length + 1);
    }
  });

  it("shows every price from the plan data and every feature as a row", () => {
    const cells = tables.flatMap((table) => table.rows.flat());
    for (const plan of paidPlans) {
      expect(cells).toContain(`月額 ${taxIncluded(plan.monthlyPrice).toLocaleString("ja-JP")}円(税込)`);
      expect(cells).toContain(`年額 ${taxIncluded(plan.yearlyPrice).toLocaleString("ja-JP")}円(税込)`);
    }
    const rowLabels = tables.flatMap((table) => table.rows.map((row) => row[0]));
    for (const feature of cloudPlanFeatureGroups().flatMap((group) => group.features)) {
      expect(rowLabels).toContain(feature.label);
    }
  });
});

describe("over-capacity policy", () => {
  const pages = [
    ["/cloud/plan", cloudPlanContent],
    ["/cloud/app/compare/trial", cloudAppTrialContent],
  ] as const;

  it("is stated by the plan page and the trial page in the words of the plan data", () => {
    for (const [path, content] of pages) {
      expect(JSON.stringify(content), path).toContain(overCapacityPolicy.rule);
    }
  });

  it("never tells a reader that data over the capacity is deleted when the policy keeps it", () => {
    expect(overCapacityPolicy.deletesStoredData).toBe(false);
    for (const [path, content] of pages) {
      const sentences = JSON.stringify(content).split(/(?<=。)/);
      for (const sentence of sentences.filter((text) => text.includes("容量を超え"))) {
        expect(sentence, path).not.toMatch(/削除され|消え(ます|てしまい)/);
      }
    }
  });
});
