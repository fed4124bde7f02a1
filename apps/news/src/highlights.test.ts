import { describe, expect, it } from "vitest";
import { highlights } from "./highlights";

describe("highlights", () => {
  it("lists the newest news first, with a category and a link to the article", async () => {
    const items = await highlights("news", 5);
    expect(items).toHaveLength(5);
    const dates = items.map((item) => item.date ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of items) {
      expect(item.href).toMatch(/^\/news\/.*\d{8}(_\d)?$/);
      expect(item.category).toBeTruthy();
    }
  });

  it("lists upcoming seminars only", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const item of await highlights("seminars", 10)) {
      expect(item.href).toMatch(/^\/seminar\/\d{8}$/);
      expect((item.date ?? "") >= today).toBe(true);
    }
  });

  it("delegates case studies to the case-study area", async () => {
    const items = await highlights("cases", 2);
    expect(items.length).toBeLessThanOrEqual(2);
    for (const item of items) expect(item.href).toMatch(/^\/case\//);
  });
});
