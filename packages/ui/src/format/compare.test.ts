import { describe, expect, it } from "vitest";
import { compareCodePoints } from "./compare";

describe("compareCodePoints", () => {
  it("orders ISO dates and article ids as localeCompare does", () => {
    const keys = ["2025-07-25", "20160203_2", "20160203", "2016-02-03", "20251120", "2024-12-01"];
    const expected = [...keys].sort((a, b) => a.localeCompare(b));
    expect([...keys].sort(compareCodePoints)).toEqual(expected);
  });

  it("answers 0 for equal keys and a sign for the order", () => {
    expect(compareCodePoints("20250101", "20250101")).toBe(0);
    expect(compareCodePoints("20250101", "20250102")).toBeLessThan(0);
    expect(compareCodePoints("20250102", "20250101")).toBeGreaterThan(0);
  });
});
