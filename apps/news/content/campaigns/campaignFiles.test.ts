import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentCollectionError } from "@genbagura/collections";
import { afterEach, describe, expect, it } from "vitest";
import { copyOfCollection } from "../collectionCopy.testing";
import { loadCampaignRecords } from "./campaignRecords";

// The campaign collection as the build reads it: a broken file fails with its file and field named.

let copy: ReturnType<typeof copyOfCollection> | undefined;
afterEach(() => copy?.remove());

/** A copy of the campaigns with one more file, `<name>`: the oldest campaign, edited by `edit`. */
function campaignsWith(name: string, edit: (text: string) => string): string {
  copy = copyOfCollection("campaigns");
  const template = loadCampaignRecords({ folder: copy.folder })[0]?.slug ?? "";
  const text = readFileSync(path.join(copy.folder, `${template}.md`), "utf8")
    .replace(/^start: .*$/m, "start: 2099-04-01")
    .replace(/^end: .*$/m, "end: 2099-05-31");
  writeFileSync(path.join(copy.folder, name), edit(text));
  return copy.folder;
}

function problemsOf(folder: string): string[] {
  try {
    loadCampaignRecords({ folder });
  } catch (error) {
    if (error instanceof ContentCollectionError) {
      return error.issues.map((issue) => `${path.basename(issue.file)} ${issue.field}: ${issue.message}`);
    }
    throw error;
  }
  return [];
}

describe("the campaign collection's validation", () => {
  it("accepts a copy of the content and a new campaign copied from an old one, listed last", () => {
    const folder = campaignsWith("20990401spring.md", (text) => text);
    expect(problemsOf(folder)).toEqual([]);
    expect(loadCampaignRecords({ folder }).at(-1)?.slug).toBe("20990401spring");
  });

  it("names the file and the field of a date that does not exist, and of a start other than the file name's", () => {
    expect(
      problemsOf(campaignsWith("20990401spring.md", (text) => text.replace(/^end: .*$/m, "end: 2099-02-30"))),
    ).toEqual(['20990401spring.md end: "2099-02-30" is not a date: write YYYY-MM-DD (e.g. 2026-02-10)']);
    copy?.remove();
    expect(problemsOf(campaignsWith("20990402spring.md", (text) => text))).toEqual([
      "20990402spring.md start: 2099-04-01 is not the date of the file name 20990402spring.md",
    ]);
  });

  it("names the file and the field of a missing title", () => {
    const folder = campaignsWith("20990401spring.md", (text) => text.replace(/^title: .*\n/m, ""));
    expect(problemsOf(folder)).toEqual(["20990401spring.md title: missing"]);
  });

  it("names the file and the field of an unknown product", () => {
    const folder = campaignsWith("20990401spring.md", (text) =>
      text.replace(/^products:\n/m, "products:\n  - tablet\n"),
    );
    expect(problemsOf(folder)).toEqual([
      expect.stringMatching(/^20990401spring\.md products\.0: unknown value "tablet": one of cloud, /),
    ]);
  });

  it("names the file and the field of an unknown way to apply, and lists the known ones", () => {
    const folder = campaignsWith("20990401spring.md", (text) => text.replace(/^apply: .*$/m, "apply: phone"));
    expect(problemsOf(folder)).toEqual([
      '20990401spring.md apply: unknown value "phone": one of store, estimate, request',
    ]);
  });

  it("refuses conditions under another heading than the page's 期間・条件", () => {
    const folder = campaignsWith("20990401spring.md", (text) => text.replace("## 期間・条件", "## 条件"));
    expect(problemsOf(folder)).toEqual([
      expect.stringMatching(/^20990401spring\.md body: the body is, in this order: the lead/),
    ]);
  });
});
