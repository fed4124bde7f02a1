import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentCollectionError } from "@genbagura/collections";
import { type ContentBlock, siteConfig } from "@genbagura/ui";
import { afterEach, describe, expect, it } from "vitest";
import { companyFacts } from "../companyFacts";
import { loadAnnouncementFiles } from "./announcementFiles";
import { isAnnouncementId } from "./announcementIds";
import { announcementListing } from "./announcementPages";

const entries = path.join(import.meta.dirname, "entries");
const announcements = loadAnnouncementFiles();

/** The reader-facing text of a block (headings, paragraphs, list items, table cells). */
function textOf(block: ContentBlock): string {
  switch (block.kind) {
    case "prose":
      return [block.heading ?? "", ...block.paragraphs, ...(block.bullets ?? [])].join("");
    case "specTable":
      return block.rows.map((row) => row.label + row.value).join("");
    case "notes":
      return block.items.join("");
    default:
      return "";
  }
}

describe("important announcements", () => {
  it("lists every file once on the index, newest first", () => {
    const hrefs = announcementListing().items.map((item) => item.href);
    for (const { id } of announcements) {
      expect(
        hrefs.filter((href) => href === `/announcements/${id}`),
        id,
      ).toHaveLength(1);
    }
    expect(hrefs).toHaveLength(announcements.length);
    const dates = announcementListing().items.map((item) => item.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it("gives each at least 400 characters of body (ARCHITECTURE.md section 7)", () => {
    for (const { id, blocks } of announcements) {
      expect([...blocks.map(textOf).join("")].length, id).toBeGreaterThanOrEqual(400);
    }
  });

  it("gives only the site's own phone numbers and addresses to call or write to", () => {
    const { phone, supportPhone } = siteConfig.company;
    const known = [
      phone.number,
      supportPhone.number,
      companyFacts.privacyContactEmail,
      companyFacts.securityContactEmail,
      companyFacts.storeContactEmail,
    ];
    for (const { id, blocks } of announcements) {
      const text = blocks.map(textOf).join("\n");
      for (const [contact] of text.matchAll(/\d{2,4}-\d{2,4}-\d{3,4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
        expect(known, `${id}: ${contact}`).toContain(contact);
      }
    }
  });

  it("recognises known ids only", () => {
    for (const { id } of announcements) expect(isAnnouncementId(id)).toBe(true);
    expect(isAnnouncementId("unknown")).toBe(false);
    expect(isAnnouncementId(undefined)).toBe(false);
  });
});

describe("the announcement collection's validation", () => {
  let folder: string | undefined;
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  const summary =
    "試験用のお知らせの要約です。対象となるお客様と、変更の時期、お客様にお願いしたいこと、お問い合わせの窓口を、このお知らせの本文で順を追ってくわしくご案内いたします。";
  const body = `${"お知らせの本文です。".repeat(10)}\n`;

  function announcementFile(fields: Record<string, string | undefined>): string {
    const frontmatter = Object.entries({
      title: "試験用のお知らせ",
      date: "2099-12-31",
      category: "サービス",
      summary,
      related: "[{ label: お問い合わせ, href: /contact }]",
      ...fields,
    })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n");
    return `---\n${frontmatter}\n---\n\n${body}`;
  }

  /** Problems of a copy of the entries with one more file, as `file field: message`. */
  function problemsWith(name: string, text: string): string[] {
    folder = mkdtempSync(path.join(os.tmpdir(), "announcements-"));
    cpSync(entries, folder, { recursive: true });
    writeFileSync(path.join(folder, name), text);
    try {
      loadAnnouncementFiles({ folder });
    } catch (error) {
      if (!(error instanceof ContentCollectionError)) throw error;
      return error.issues.map((issue) => `${path.basename(issue.file)} ${issue.field}: ${issue.message}`);
    }
    return [];
  }

  it("accepts the content as it is, and a well-formed new announcement", () => {
    expect(problemsWith("test-notice.md", announcementFile({}))).toEqual([]);
  });

  it("names the file and the field of a date that does not exist", () => {
    expect(problemsWith("test-notice.md", announcementFile({ date: "2099-02-30" }))).toEqual([
      'test-notice.md date: "2099-02-30" is not a date: write YYYY-MM-DD (e.g. 2026-02-10)',
    ]);
  });

  it("names the file and the field of a missing title", () => {
    expect(problemsWith("test-notice.md", announcementFile({ title: undefined }))).toEqual([
      "test-notice.md title: missing",
    ]);
  });

  it("names the file and the field of an unknown category, and lists the known ones", () => {
    expect(problemsWith("test-notice.md", announcementFile({ category: "キャンペーン" }))).toEqual([
      'test-notice.md category: unknown value "キャンペーン": one of 価格, サービス, 製品, セキュリティ, 会社',
    ]);
  });

  it("refuses an update before publication, a related link off the site and a short summary", () => {
    expect(
      problemsWith(
        "test-notice.md",
        announcementFile({
          summary: "短い要約です。",
          related: "[{ label: 外部, href: //example.com }]",
        }),
      ),
    ).toEqual([
      "test-notice.md summary: 7 characters: the summary is the page description, 80–120",
      'test-notice.md related.0.href: "//example.com" is not a site path',
    ]);
    expect(problemsWith("test-notice.md", announcementFile({ updated: "2099-12-30" }))).toEqual([
      "test-notice.md updated: 2099-12-30 is not after the date 2099-12-31",
    ]);
  });

  it("refuses raw HTML in a body and a file name that is not an id", () => {
    const withScript = announcementFile({}).replace(body, `${body}\n<script>alert(1)</script>\n`);
    expect(problemsWith("test-notice.md", withScript)[0]).toMatch(
      /^test-notice\.md body: raw HTML is not allowed/,
    );
    expect(problemsWith("Test Notice.md", announcementFile({}))).toEqual([
      "Test Notice.md file name: the file name is the id: lower-case words and numbers joined by -",
    ]);
  });
});
