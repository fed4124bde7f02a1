import { describe, expect, it } from "vitest";
import { pageSlots } from "./pageSlots";

describe("pageSlots", () => {
  it("lists every page when there are few", () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(pageSlots(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    expect(pageSlots(1, 12)).toEqual([1, 2, "gap", 12]);
    expect(pageSlots(12, 12)).toEqual([1, "gap", 11, 12]);
  });

  it("fills a gap of a single page with the page itself", () => {
    expect(pageSlots(4, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
  });
});
