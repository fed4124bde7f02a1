import { describe, expect, it } from "vitest";
import { articleEntryOf, articlesBySection } from "./articles";
import { bodyLength, descriptionLength, summaryOf } from "./blockText";
import { articleRefs, idsOfSection, type NewsSection } from "./catalogue";
import { isWellFormedDateId } from "./dateId";

const sections: NewsSection[] = ["notice", "pressrelease", "ios", "update", "terms"];
const articles = articleRefs.map((article) => ({ article, entry: articleEntryOf(article) }));

describe("the news catalogue and the written articles", () => {
  it.each(sections)("has exactly one article for each id of section %s", (section) => {
    expect(Object.keys(articlesBySection[section]).sort()).toEqual(idsOfSection(section).sort());
  });

  it("meets the volumes of the issue", () => {
    const count = (section: NewsSection) => idsOfSection(section).length;
    expect(count("notice")).toBeGreaterThanOrEqual(20);
    expect(count("ios")).toBeGreaterThanOrEqual(5);
    expect(count("pressrelease")).toBeGreaterThanOrEqual(65);
    expect(count("pressrelease")).toBeLessThanOrEqual(75);
    expect(count("update")).toBeGreaterThanOrEqual(10);
    expect(idsOfSection("terms")).toContain("20250725");
    expect(articleRefs.length).toBeGreaterThanOrEqual(100);
  });

  it("gives every article a well-formed date between 2016 and 2026, unique within its section", () => {
    for (const section of sections) {
      const ids = idsOfSection(section);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const { article } of articles) {
      expect(isWellFormedDateId(article.id), article.path).toBe(true);
      expect(article.date >= "2016-01-01" && article.date <= "2026-12-31", article.path).toBe(true);
    }
    expect(new Set(articleRefs.map((article) => article.path)).size).toBe(articleRefs.length);
  });

  it("spreads the press releases over every year from 2016 to 2026", () => {
    const years = new Set(idsOfSection("pressrelease").map((id) => id.slice(0, 4)));
    expect([...years].sort()).toEqual(Array.from({ length: 11 }, (_, index) => String(2016 + index)));
  });

  it("writes at least 400 characters of body in every article", () => {
    const short = articles
      .filter(({ entry }) => bodyLength(entry.blocks) < 400)
      .map(({ article }) => article.path);
    expect(short).toEqual([]);
  });

  it("gives every article a unique title and a unique 80–120 character description", () => {
    const titles = articles.map(({ entry }) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = articles.map(({ entry }) => summaryOf(entry.blocks));
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const outOfRange = articles
      .filter(({ entry }) => {
        const length = summaryOf(entry.blocks).length;
        return length < descriptionLength.min || length > descriptionLength.max;
      })
      .map(({ article }) => article.path);
    expect(outOfRange).toEqual([]);
  });

  it("writes release notes with a version number and a list of changes", () => {
    for (const { article, entry } of articles.filter(({ article }) => article.section === "update")) {
      expect(entry.title, article.path).toMatch(/Ver\.\d+\.\d+\.\d+|\d{4}年(春)?版/);
      const listsChanges = entry.blocks.some(
        (block) => (block.kind === "prose" && (block.bullets?.length ?? 0) > 0) || block.kind === "table",
      );
      expect(listsChanges, article.path).toBe(true);
    }
  });

  it("keeps placeholder words out of the copy", () => {
    const text = JSON.stringify(articles.map(({ entry }) => entry));
    expect(text).not.toMatch(/準備中|TODO|ダミー|lorem|coming soon/i);
  });
});
