import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentCollectionError } from "@genbagura/collections";
import { afterEach, describe, expect, it } from "vitest";
import { copyOfSeminarEntries } from "./seminarContent.testing";
import { loadSeminarFiles } from "./seminarFiles";

// The seminar collection as the build reads it: a broken file fails with its file and field named.

let copy: ReturnType<typeof copyOfSeminarEntries> | undefined;
afterEach(() => copy?.remove());

const lead =
  "試験用のセミナーの説明です。電子小黒板の使い方と、工事写真台帳を自動で作るまでの流れを、実際の画面でご紹介します。製品をまだ使っていない方も、どなたでもご参加いただけます。";

function seminarFile(fields: Record<string, string | undefined>, body = lead): string {
  const frontmatter = Object.entries({
    title: "試験用のセミナー",
    date: "2099-12-31",
    startTime: '"14:00"',
    endTime: '"15:00"',
    format: "online",
    fee: "無料",
    capacity: "100名",
    audience: "現場監督の方",
    topics: "[kokuban]",
    speakers: "[saeki]",
    agenda: '[{ time: "14:00", title: "説明" }]',
    ...fields,
  })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${frontmatter}\n---\n\n${body}\n`;
}

/** Problems of the copied entries with one more file, as `folder/file field: message`. */
function problemsWith(file: string, text: string): string[] {
  copy = copyOfSeminarEntries();
  writeFileSync(path.join(copy.folder, file), text);
  try {
    loadSeminarFiles({ folder: copy.folder });
  } catch (error) {
    if (!(error instanceof ContentCollectionError)) throw error;
    return error.issues.map(
      (issue) =>
        `${path.relative(copy?.folder ?? "", path.resolve(issue.file))} ${issue.field}: ${issue.message}`,
    );
  }
  return [];
}

describe("the seminar collection's validation", () => {
  it("accepts the content as it is, and a well-formed new seminar", () => {
    expect(problemsWith("20991231.md", seminarFile({}))).toEqual([]);
  });

  it("names the file and the field of a date that does not exist", () => {
    expect(problemsWith("20991231.md", seminarFile({ date: "2099-12-32" }))).toEqual([
      '20991231.md date: "2099-12-32" is not a date: write YYYY-MM-DD (e.g. 2026-02-10)',
    ]);
  });

  it("names the file and the field of a missing title", () => {
    expect(problemsWith("support/test_session.md", seminarFile({ title: undefined }))).toEqual([
      "support/test_session.md title: missing",
    ]);
  });

  it("names an unknown format, topic or speaker and lists the known ones", () => {
    const problems = problemsWith(
      "20991231.md",
      seminarFile({ format: "webinar", topics: "[kokuban, sale]", speakers: "[suzuki]" }),
    );
    expect(problems).toContain('20991231.md format: unknown value "webinar": one of online, venue, hybrid');
    expect(problems).toContain(
      '20991231.md topics.1: unknown value "sale": one of kokuban, goyo, cloud, pad, dekigata',
    );
    expect(
      problems.some((problem) => problem.startsWith('20991231.md speakers.0: unknown value "suzuki"')),
    ).toBe(true);
  });

  it("refuses a date other than the file name's, an end before the start and a venue seminar without a venue", () => {
    expect(
      problemsWith("20991231.md", seminarFile({ date: "2099-12-30", endTime: '"13:00"', format: "venue" })),
    ).toEqual([
      "20991231.md date: 2099-12-30 is not the date of the file name 20991231.md",
      "20991231.md endTime: 13:00 is not after the start 14:00",
      "20991231.md venue: missing: a venue seminar names its venue",
    ]);
  });

  it("keeps recordings to public seminars and misspelt fields out", () => {
    const recording = '{ lead: "x", duration: "約1時間", chapters: ["一"], materials: "資料" }';
    expect(problemsWith("support/test_session.md", seminarFile({ recording }))[0]).toMatch(
      /^support\/test_session\.md recording: unknown field/,
    );
    expect(problemsWith("20991231.md", seminarFile({ capacty: "10名" }))[0]).toMatch(
      /^20991231\.md capacty: unknown field/,
    );
  });

  it("takes the body as the lead: one paragraph of a page description's length", () => {
    expect(problemsWith("20991231.md", seminarFile({}, "短い説明です。"))).toEqual([
      "20991231.md body: the lead: 7 characters: it is the page description, 80–120",
    ]);
    expect(problemsWith("20991231.md", seminarFile({}, `${lead}\n\n## 見出し\n\n本文。`))).toEqual([
      "20991231.md body: the body is the lead: one paragraph of text, no headings, lists or blocks",
    ]);
  });

  it("refuses raw HTML in a body, so a <script> never reaches a page", () => {
    expect(problemsWith("20991231.md", seminarFile({}, `${lead}<script>alert(1)</script>`))[0]).toMatch(
      /^20991231\.md body: raw HTML is not allowed/,
    );
  });

  it("reads the whole file as the build does: the copy is the content", () => {
    copy = copyOfSeminarEntries();
    const files = loadSeminarFiles({ folder: copy.folder });
    for (const { kind, id } of files) {
      const file = path.join(copy.folder, kind === "support" ? "support" : "", `${id}.md`);
      expect(readFileSync(file, "utf8").startsWith("---\n"), file).toBe(true);
    }
  });
});
