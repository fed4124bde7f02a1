import { describe, expect, it } from "vitest";
import { articleEntryOf } from "./articles";
import { articleTexts } from "./articleTexts.collection";
import { bodyLength, descriptionLength, summaryOf } from "./blockText";
import { articleRefs, idsOfSection } from "./catalogue";
import { isoDateOfId, isWellFormedDateId } from "./dateId";
import { newsSections } from "./newsTaxonomy";

// Invariants of the news collection: they hold for any set of files, so adding an article (one Markdown
// file) never means editing a test.

const articles = articleRefs.map((article) => ({ article, entry: articleEntryOf(article) }));

describe("the news catalogue and the written articles", () => {
  it.each(newsSections)("has text for exactly the ids of section %s, and at least one", (section) => {
    expect(Object.keys(articleTexts[section]).sort()).toEqual(idsOfSection(section).sort());
    expect(idsOfSection(section).length).toBeGreaterThan(0);
  });

  it("gives every article a well-formed id, the date of its id and an address of its own", () => {
    for (const { article } of articles) {
      expect(isWellFormedDateId(article.id), article.path).toBe(true);
      expect(article.date, article.path).toBe(isoDateOfId(article.id));
    }
    expect(new Set(articleRefs.map((article) => article.path)).size).toBe(articleRefs.length);
  });

  it("orders articles newest first", () => {
    const dates = articleRefs.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
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

describe("articles and the cloud's plan records", () => {
  // Contradiction C6: a release that launched a plan the plan records no longer hold says the date
  // the plan ended, so a buyer does not look for it on /cloud/plan.
  it("states the end date of every launched cloud plan that the plan records do not hold", async () => {
    const { cloudPlans } = await import("../../../cloud/content/plans");
    const current = new Set(cloudPlans().map((plan) => plan.name));
    for (const { article } of articles) {
      const text = articleTexts[article.section]?.[article.id];
      if (!text) continue;
      const launched = [...text.title.matchAll(/現場蔵クラウド ([^」]+)プラン」を提供/gu)].map((m) => m[1]);
      for (const name of launched.filter((plan) => plan !== undefined && !current.has(plan))) {
        expect(JSON.stringify(text.blocks), article.path).toMatch(
          new RegExp(`${name}プランは、\\d{4}年\\d{1,2}月\\d{1,2}日をもって提供を終了しました`, "u"),
        );
      }
    }
  });
});

describe("articles and the hardware catalogue", () => {
  // Contradiction C7: a release that states how many times the PowerKit charges a device states the
  // catalogue's own figures (the product page governs its specs).
  it("state the PowerKit's charging figures as the catalogue has them", async () => {
    const { productById } = await import("../../../pad-hardware/content/catalogue");
    const { specRows } = await import("../../../pad-hardware/content/shared/specTables");
    const powerkit = productById("powerkit");
    const figure = specRows(powerkit.spec).find((row) => row.label === "充電できる回数の目安")?.value ?? "";
    const counts = [...figure.matchAll(/(現場蔵)?(Pad[^を]*)を(約\d+回)/gu)].map((m) => `${m[2]}を${m[3]}`);
    expect(counts.length).toBeGreaterThan(0);
    for (const { article } of articles) {
      const text = JSON.stringify(articleTexts[article.section]?.[article.id]?.blocks ?? []);
      if (!text.includes("PowerKit")) continue;
      for (const sentence of text.split(/(?<=。)|","/u).filter((part) => /約\d+(回|台分)/u.test(part))) {
        if (!/充電/u.test(sentence)) continue;
        for (const count of counts) expect(sentence, article.path).toContain(count);
      }
    }
  });
});
