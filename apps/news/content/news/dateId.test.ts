import { describe, expect, it } from "vitest";
import { isWellFormedDateId, validateDateId } from "./dateId";

describe("isWellFormedDateId", () => {
  it.each(["20250725", "20160229", "20220412_2", "20261231_9"])("accepts %s", (id) => {
    expect(isWellFormedDateId(id)).toBe(true);
  });

  it.each([
    "2025-07-25",
    "2025072",
    "202507250",
    "20250230",
    "20251301",
    "20250700",
    "20170229",
    "20250725_1",
    "20250725_10",
    "20250725-2",
    "abcdefgh",
    "",
  ])("rejects %s", (id) => {
    expect(isWellFormedDateId(id)).toBe(false);
  });
});

describe("validateDateId", () => {
  const known = ["20250725", "20220412_2"];

  it("admits a published id", () => {
    expect(validateDateId("20220412_2", known)).toBe(true);
  });

  it("answers 404 for a well-formed id nobody published", () => {
    expect(validateDateId("20250726", known)).toEqual({ statusCode: 404 });
  });

  it("answers 404 for a malformed or missing id", () => {
    expect(validateDateId("2025-07-25", known)).toEqual({ statusCode: 404 });
    expect(validateDateId(undefined, known)).toEqual({ statusCode: 404 });
  });
});
