import { describe, expect, it } from "vitest";
import { groupDigits } from "./groupDigits";

describe("groupDigits", () => {
  it("prints what toLocaleString('ja-JP') prints for whole numbers", () => {
    for (const value of [0, 7, 50, 100, 999, 1000, 3300, 39600, 100000, 1234567, -4200, 9007199254740991]) {
      expect(groupDigits(value)).toBe(value.toLocaleString("ja-JP"));
    }
  });

  it("refuses fractions, which the site never prints this way", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
  });
});
