import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageRecord } from "../deploy/pagePublisher";
import { hasCurrentSearchIndex, searchDocumentsOf } from "./publishedIndex";
import { buildSearchIndex } from "./searchIndex";

const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function page(pagePath: string, extra: Partial<PageRecord> = {}): PageRecord {
  return {
    path: pagePath,
    owner: "cloud",
    title: `${pagePath}のページ|現場蔵`,
    description: "説明",
    noindex: false,
    ...extra,
  };
}

describe("the pages a publish indexes", () => {
  const html = path.join(dir, "page.html");
  writeFileSync(
    html,
    "<main><h1>現場蔵Pad Toughの料金</h1><p>現場蔵Pad Toughは雨に強い端末です。</p></main>",
  );
  const pages = [
    page("/cloud/plan"),
    page("/cloud/thanks"),
    page("/thanks"),
    page("/test_prod/form"),
    page("/cloud/noindex", { noindex: true }),
    page("/error/500"),
  ];
  const documents = searchDocumentsOf(pages, () => html, ["現場蔵Pad Tough", "現場蔵Pocket"]);

  it("are the live, indexable ones: never noindex, thanks, test or error pages", () => {
    expect(documents.map((document) => document.path)).toEqual(["/cloud/plan"]);
  });

  it("carry the title without the brand, the family and the products they name", () => {
    expect(documents[0]).toMatchObject({
      title: "/cloud/planのページ",
      family: "現場蔵クラウド",
      products: "現場蔵Pad Tough",
      headings: "現場蔵Pad Toughの料金",
    });
  });

  it("are written in a format a later publish recognises as current", () => {
    const file = path.join(dir, "index.json");
    expect(hasCurrentSearchIndex(file)).toBe(false);
    writeFileSync(file, buildSearchIndex(documents));
    expect(hasCurrentSearchIndex(file)).toBe(true);
    writeFileSync(file, '{"format":0,"mode":"both"}');
    expect(hasCurrentSearchIndex(file)).toBe(false);
  });
});
