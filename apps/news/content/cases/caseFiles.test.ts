import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentCollectionError } from "@genbagura/collections";
import { afterEach, describe, expect, it } from "vitest";
import { copyOfCollection } from "../collectionCopy.testing";
import { loadCaseRecords } from "./caseRecords";

// The case collection as the build reads it: a broken file fails with its file and field named.

let copy: ReturnType<typeof copyOfCollection> | undefined;
afterEach(() => copy?.remove());

/** A copy of the cases with one more file: a copy of an existing case, edited by `edit`. */
function casesWith(edit: (text: string) => string, name = "999.md"): string {
  copy = copyOfCollection("cases");
  const template = readFileSync(path.join(copy.folder, "001.md"), "utf8");
  writeFileSync(path.join(copy.folder, name), edit(template));
  return copy.folder;
}

function problemsOf(folder: string): string[] {
  try {
    loadCaseRecords({ folder });
  } catch (error) {
    if (error instanceof ContentCollectionError) {
      return error.issues.map(
        (issue) =>
          `${path.basename(issue.file)}${issue.line ? `:${issue.line}` : ""} ${issue.field}: ${issue.message}`,
      );
    }
    throw error;
  }
  return [];
}

describe("the case collection's validation", () => {
  it("accepts a copy of the content, and a copied case under a new id", () => {
    expect(problemsOf(casesWith((text) => text))).toEqual([]);
    expect(loadCaseRecords({ folder: copy?.folder ?? "" }).map((record) => record.id)).toContain("999");
  });

  it("names the file and the field of a date that does not exist", () => {
    const folder = casesWith((text) => text.replace(/^date: .*$/m, "date: 2099-02-30"));
    expect(problemsOf(folder)).toEqual([
      '999.md date: "2099-02-30" is not a date: write YYYY-MM-DD (e.g. 2026-02-10)',
    ]);
  });

  it("names the file and the field of a missing title", () => {
    const folder = casesWith((text) => text.replace(/^title: .*\n/m, ""));
    expect(problemsOf(folder)).toEqual(["999.md title: missing"]);
  });

  it("names a missing or misspelt field inside company by its path", () => {
    const folder = casesWith((text) => text.replace(/^ {2}name: (.*)$/m, "  nmae: $1"));
    expect(problemsOf(folder)).toEqual([
      "999.md company.name: missing",
      "999.md company.nmae: unknown field (the fields are name, location, business, employees)",
    ]);
  });

  it("names the file and the field of an unknown industry, and lists the known ones", () => {
    const folder = casesWith((text) => text.replace(/^industry: .*$/m, "industry: kaiyou"));
    expect(problemsOf(folder)).toEqual([
      '999.md industry: unknown value "kaiyou": one of doboku, kenchiku, setsubi, denki, hosou, jutaku, butsuryu, zouen, tosou',
    ]);
  });

  it("names the file and the field of an unknown product, and of a first product no case is filed under", () => {
    const unknown = casesWith((text) =>
      text.replace(/^products:\n {2}- (.*)$/m, "products:\n  - $1\n  - tablet"),
    );
    expect(problemsOf(unknown)).toEqual([
      expect.stringMatching(/^999\.md products\.1: unknown value "tablet": one of cloud, /),
    ]);
    copy?.remove();
    const accessory = casesWith((text) => text.replace(/^products:\n/m, "products:\n  - powerkit\n"));
    expect(problemsOf(accessory)).toEqual([
      expect.stringMatching(
        /^999\.md products: the first product is the one the case is filed under: one of /,
      ),
    ]);
  });

  it("refuses a misspelt field, a body out of order and raw HTML", () => {
    const folder = casesWith((text) =>
      text
        .replace(/^booklet: .*\n/m, "")
        .replace(/^date: /m, "bookelt: true\ndate: ")
        .replace("## 導入前の課題", "## 課題"),
    );
    const problems = problemsOf(folder);
    expect(problems).toContain(
      "999.md bookelt: unknown field (the fields are title, date, industry, company, products, booklet)",
    );
    writeFileSync(
      path.join(folder, "999.md"),
      readFileSync(path.join(folder, "001.md"), "utf8").replace("## 導入前の課題", "## 課題"),
    );
    expect(problemsOf(folder)).toEqual([
      expect.stringMatching(/^999\.md body: the body is, in this order: the lead/),
    ]);
    writeFileSync(
      path.join(folder, "999.md"),
      `${readFileSync(path.join(folder, "001.md"), "utf8")}\n<script>alert(1)</script>\n`,
    );
    expect(problemsOf(folder)).toEqual([
      expect.stringMatching(/^999\.md:\d+ body: raw HTML is not allowed in content: <script>/),
    ]);
  });

  it("says which file to fix in the build's error message", () => {
    const folder = casesWith((text) => text.replace(/^title: .*\n/m, ""), "027.md");
    expect(() => loadCaseRecords({ folder })).toThrow(/027\.md: title: missing/);
  });
});
