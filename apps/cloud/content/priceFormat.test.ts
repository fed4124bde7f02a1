import { describe, expect, it } from "vitest";
import type { CloudPlan } from "./planTypes";
import {
  formatYen,
  monthlyPriceLabel,
  siteLimitLabel,
  storageLabel,
  userLimitLabel,
  yearlyMonthsSaved,
  yearlyPerMonthLabel,
  yearlyPriceLabel,
  yearlySavingLabel,
} from "./priceFormat";

const plan: CloudPlan = {
  id: "lite",
  name: "ライト",
  audience: "試験用のプランです。",
  monthlyPriceYen: 3300,
  yearlyPriceYen: 33000,
  storageGb: 100,
  maxUsers: 10,
  maxSites: null,
  highlights: [],
  recommended: false,
};
const free: CloudPlan = { ...plan, id: "free", monthlyPriceYen: 0, yearlyPriceYen: 0, storageGb: 5000 };

describe("price formatting", () => {
  it("writes tax-inclusive prices the way STYLE.md asks", () => {
    expect(formatYen(1234567)).toBe("1,234,567円");
    expect(monthlyPriceLabel(plan)).toBe("月額 3,300円(税込)");
    expect(yearlyPriceLabel(plan)).toBe("年額 33,000円(税込)");
    expect(monthlyPriceLabel(free)).toBe("無料");
  });

  it("states what yearly billing saves", () => {
    expect(yearlyMonthsSaved(plan)).toBe(2);
    expect(yearlySavingLabel(plan)).toBe("月額払いより2か月分(6,600円)お得");
    expect(yearlySavingLabel({ ...plan, yearlyPriceYen: 36000 })).toBe("月額払いより3,600円お得");
    expect(yearlySavingLabel(free)).toBeUndefined();
    expect(yearlyPerMonthLabel(plan)).toBe("1か月あたり 2,750円");
  });

  it("writes limits, with null as no limit", () => {
    expect(storageLabel(plan)).toBe("100 GB");
    expect(storageLabel(free)).toBe("5 TB");
    expect(userLimitLabel(plan)).toBe("10人まで");
    expect(siteLimitLabel(plan)).toBe("無制限");
  });
});
