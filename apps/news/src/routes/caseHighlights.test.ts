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

  it("names each case's customer, industry, first figure, quote and products as its file records them", async () => {
    const highlights = await caseHighlights(caseStudies.length);
    for (const item of highlights) {
      const record = caseStudies.find((entry) => item.href.endsWith(`/${entry.id}`));
      expect(record, item.href).toBeDefined();
      expect(item.customer?.company).toBe(record?.company.name);
      expect(item.customer?.industry).toBe(item.category);
      expect(item.customer?.keyResult?.value).toBe(record?.figures[0]?.value);
      expect(item.customer?.quote).toEqual(record?.quote);
      expect(item.customer?.products).toEqual(record?.products);
    }
  });
});
