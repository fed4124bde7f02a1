import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentCollectionError } from "@genbagura/collections";
import { afterEach, describe, expect, it } from "vitest";
import { loadArticleFiles } from "./articleFiles";
import { copyOfNewsContent } from "./contentCopy.testing";

// The news collection as the build reads it: a broken file fails with its file and field named.

let copy: ReturnType<typeof copyOfNewsContent> | undefined;
afterEach(() => copy?.remove());

/** A copy of the content with one more file written into it. */
function contentWith(file: string, text: string): string {
  copy = copyOfNewsContent();
  writeFileSync(path.join(copy.folder, file), text);
  return copy.folder;
}

const body = `${"新しい機能の提供を始めました。".repeat(30)}\n`;

function problemsOf(folder: string): string[] {
  try {
    loadArticleFiles({ folder });
  } catch (error) {
    if (error instanceof ContentCollectionError) {
      return error.issues.map(
        (issue) =>
          `${path.basename(path.dirname(issue.file))}/${path.basename(issue.file)}${issue.line ? `:${issue.line}` : ""} ${issue.field}: ${issue.message}`,
      );
    }
    throw error;
  }
  return [];
}

describe("the news collection's validation", () => {
  it("accepts a copy of the content as it is", () => {
    copy = copyOfNewsContent();
    expect(problemsOf(copy.folder)).toEqual([]);
  });

  it("names the file and the field of a date that does not exist", () => {
    const folder = contentWith(
      "pressrelease/20990230.md",
      `---\ntitle: 試験\ndate: 2099-02-30\n---\n\n${body}`,
    );
    expect(problemsOf(folder)).toEqual([
      "pressrelease/20990230.md file name: the file name is the date, YYYYMMDD.md (YYYYMMDD_2.md for a second article that day)",
      'pressrelease/20990230.md date: "2099-02-30" is not a date: write YYYY-MM-DD (e.g. 2026-02-10)',
    ]);
  });

  it("names the file and the field of a missing title", () => {
    const folder = contentWith("ios/20991231.md", `---\ndate: 2099-12-31\n---\n\n${body}`);
    expect(problemsOf(folder)).toEqual(["ios/20991231.md title: missing"]);
  });

  it("names the file and the field of an unknown category, and lists the known ones", () => {
    const folder = contentWith(
      "notice/20991231.md",
      `---\ntitle: 試験\ndate: 2099-12-31\ncategory: sale\n---\n\n${body}`,
    );
    expect(problemsOf(folder)).toEqual([
      'notice/20991231.md category: unknown value "sale": one of info, maintenance, media, campaign, productlifecycle, kenshu, summer, winter, gw',
    ]);
  });

  it("refuses a date other than the file name's, a misspelt field and a release note without its product", () => {
    const folder = contentWith(
      "update/20991231.md",
      `---\ntitle: 試験\ndate: 2099-12-30\nupdate: 2099-12-31\n---\n\n${body}`,
    );
    const problems = problemsOf(folder);
    expect(problems).toContain(
      "update/20991231.md product: missing: one of cloud, cloud_app, dekigata, goyo, goyo2021, goyodx, media",
    );
    expect(problems.some((problem) => problem.startsWith("update/20991231.md update: "))).toBe(true);
    writeFileSync(
      path.join(folder, "update/20991231.md"),
      `---\ntitle: 試験\ndate: 2099-12-30\nproduct: goyo\n---\n\n${body}`,
    );
    expect(problemsOf(folder)).toEqual([
      "update/20991231.md date: 2099-12-30 is not the date of the file name 20991231.md",
    ]);
  });

  it("refuses raw HTML in a body, so a <script> never reaches a page", () => {
    const folder = contentWith(
      "pressrelease/20991231.md",
      `---\ntitle: 試験\ndate: 2099-12-31\n---\n\n${body}\n<script>alert("x")</script>\n`,
    );
    expect(problemsOf(folder)).toEqual([
      'pressrelease/20991231.md:8 body: raw HTML is not allowed in content: <script>alert("x")</script>',
    ]);
  });

  it("reports the problems of every file and section at once", () => {
    const folder = contentWith("ios/20991231.md", `---\ndate: 2099-12-31\n---\n\n${body}`);
    writeFileSync(
      path.join(folder, "terms/20991231.md"),
      `---\ntitle: 試験\ndate: 2099-13-01\n---\n\n${body}`,
    );
    expect(problemsOf(folder)).toHaveLength(2);
  });

  it("says which file to fix in the build's error message", () => {
    const folder = contentWith("ios/20991231.md", `---\ndate: 2099-12-31\n---\n\n${body}`);
    expect(() => loadArticleFiles({ folder })).toThrow(/ios\/20991231\.md: title: missing/);
  });
});

it("keeps every section folder to Markdown files named by their date", () => {
  copy = copyOfNewsContent();
  for (const section of readdirSync(copy.folder)) {
    for (const name of readdirSync(path.join(copy.folder, section))) {
      expect(name, section).toMatch(/^\d{8}(_[2-9])?\.md$/);
      expect(readFileSync(path.join(copy.folder, section, name), "utf8").startsWith("---\n"), name).toBe(
        true,
      );
    }
  }
});
