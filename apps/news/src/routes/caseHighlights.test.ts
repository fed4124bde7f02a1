import { describe, expect, it } from "vitest";
import { caseStudies } from "../../content/cases/caseStudies.collection";
import { caseHighlights } from "./caseHighlights";

describe("caseHighlights", () => {
  it("returns the newest cases first", async () => {
    const highlights = await caseHighlights(3);
    expect(highlights).toHaveLength(3);
    const dates = highlights.map((item) => item.date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toBe(
      [...caseStudies]
        .map((record) => record.publishedAt)
        .sort()
        .at(-1),
    );
  });
});
