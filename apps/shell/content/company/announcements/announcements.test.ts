import type { ContentBlock } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { announcementIds, isAnnouncementId } from "./announcementIds";
import { announcements } from "./announcements";

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
  it("has at least five, with a record for every id and an id for every record", () => {
    expect(announcementIds.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(announcements).toSorted()).toEqual([...announcementIds].toSorted());
  });

  it("keeps the ids newest first, as the index lists them", () => {
    const dates = announcementIds.map((id) => announcements[id].publishedAt);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it("gives each at least 400 characters of body and an 80–120 character summary", () => {
    for (const id of announcementIds) {
      const { blocks, summary } = announcements[id];
      expect([...blocks.map(textOf).join("")].length, id).toBeGreaterThanOrEqual(400);
      expect([...summary].length, id).toBeGreaterThanOrEqual(80);
      expect([...summary].length, id).toBeLessThanOrEqual(120);
    }
  });

  it("dates each with a real calendar day, updates coming after publication", () => {
    for (const id of announcementIds) {
      const { publishedAt, updatedAt } = announcements[id];
      expect(Number.isNaN(Date.parse(publishedAt)), id).toBe(false);
      if (updatedAt) expect(updatedAt > publishedAt, id).toBe(true);
    }
  });

  it("recognises known ids only", () => {
    expect(isAnnouncementId("phishing-warning")).toBe(true);
    expect(isAnnouncementId("unknown")).toBe(false);
    expect(isAnnouncementId(undefined)).toBe(false);
  });
});
