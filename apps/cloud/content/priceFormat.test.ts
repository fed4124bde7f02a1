import { formatPrice, formatYen, taxIncluded } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { cloudPlanById } from "./plans";
import type { CloudPlan } from "./planTypes";
import {
  monthlyPriceLabel,
  siteLimitLabel,
  storageLabel,
  userLimitLabel,
  yearlyMonthsSaved,
  yearlyPerMonthLabel,
  yearlyPriceLabel,
  yearlySavingLabel,
} from "./priceFormat";

const plan: CloudPlan = { ...cloudPlanById("lite"), storageGb: 100, maxUsers: 10, maxSites: null };
const free: CloudPlan = { ...cloudPlanById("free"), storageGb: 5000 };
const monthlyYen = taxIncluded(plan.monthlyPrice);
const yearlyYen = taxIncluded(plan.yearlyPrice);

describe("price formatting", () => {
  it("writes tax-inclusive prices the way STYLE.md asks", () => {
    expect(monthlyPriceLabel(plan)).toBe(`月額 ${formatYen(monthlyYen)}(税込)`);
    expect(yearlyPriceLabel(plan)).toBe(`年額 ${formatYen(yearlyYen)}(税込)`);
    expect(monthlyPriceLabel(plan)).toBe(formatPrice(plan.monthlyPrice));
    expect(monthlyPriceLabel(free)).toBe("無料");
  });

  it("states what yearly billing saves", () => {
    // Ten monthly payments buy a year: two months are saved.
    const tenMonths: CloudPlan = {
      ...plan,
      yearlyPrice: { preTaxYen: plan.monthlyPrice.preTaxYen * 10, billing: "yearly" },
    };
    const saving = monthlyYen * 12 - taxIncluded(tenMonths.yearlyPrice);
    expect(yearlyMonthsSaved(tenMonths)).toBe(2);
    expect(yearlySavingLabel(tenMonths)).toBe(`月額払いより2か月分(${formatYen(saving)})お得`);
    // Eleven and a bit: the saving is not a whole number of months, so only the yen are named.
    const odd: CloudPlan = {
      ...plan,
      yearlyPrice: { preTaxYen: plan.monthlyPrice.preTaxYen * 11 - 1_000, billing: "yearly" },
    };
    const oddSaving = monthlyYen * 12 - taxIncluded(odd.yearlyPrice);
    expect(yearlySavingLabel(odd)).toBe(`月額払いより${formatYen(oddSaving)}お得`);
    expect(yearlySavingLabel(free)).toBeUndefined();
    expect(yearlyPerMonthLabel(plan)).toBe(`1か月あたり ${formatYen(Math.floor(yearlyYen / 12))}`);
  });

  it("writes limits, with null as no limit", () => {
    expect(storageLabel(plan)).toBe("100 GB");
    expect(storageLabel(free)).toBe("5 TB");
    expect(userLimitLabel(plan)).toBe("10人まで");
    expect(siteLimitLabel(plan)).toBe("無制限");
  });
});
