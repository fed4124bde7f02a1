import { describe, expect, it } from "vitest";
import { noteFrontmatter } from "./fixtures/frontmatter";
import { notes } from "./fixtures/notes.collection";
import { ContentCollectionError } from "./issues";
import { loadCollection } from "./loadCollection";

describe("loadCollection", () => {
  it("reads every Markdown file of the folder, sorted by slug, with typed data and blocks", () => {
    expect(notes).toEqual([
      {
        slug: "first",
        data: { title: "最初のメモ", date: "2026-01-05", kind: "memo" },
        blocks: [
          { kind: "prose", paragraphs: ["現場の写真を整理しました。"] },
          { kind: "prose", heading: "次にすること", paragraphs: [], bullets: ["台帳を作る"] },
        ],
      },
      {
        slug: "second",
        data: { title: "二つ目の報告", date: "2027-03-01", kind: "report" },
        blocks: [{ kind: "prose", paragraphs: ["報告の本文です。"] }],
      },
    ]);
  });

  it("throws every problem with its file and field", () => {
    const load = () =>
      loadCollection({
        app: "@genbagura/collections",
        folder: "src/fixtures/broken",
        frontmatter: noteFrontmatter,
      });
    expect(load).toThrow(ContentCollectionError);
    try {
      load();
    } catch (error) {
      const issues = (error as ContentCollectionError).issues.map((issue) => [
        issue.file.split("/").slice(-2).join("/"),
        issue.field,
      ]);
      expect(issues).toEqual([
        ["broken/bad.md", "date"],
        ["broken/bad.md", "kind"],
      ]);
      expect((error as Error).message).toMatch(
        /broken\/bad\.md: kind: unknown value "diary": one of memo, report/,
      );
    }
  });

  it("fails on a product id the site config does not list, naming the file and line", () => {
    const load = () =>
      loadCollection({
        app: "@genbagura/collections",
        folder: "src/fixtures/unknown-product",
        frontmatter: noteFrontmatter,
      });
    expect(load).toThrow(/unknown-product\/entry\.md:8: body: unknown product id "pad-turbo"/);
  });
});
