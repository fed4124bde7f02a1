import {
  type CollectionEntry,
  type CollectionRoot,
  calendarDate,
  loadCollection,
  oneOf,
  requiredText,
} from "@genbagura/collections";
import { type ContentBlock, compareCodePoints, type LinkItem } from "@genbagura/ui";
import * as v from "valibot";

// The important announcements: one Markdown file per announcement in `entries/` (the id is the file
// name). The frontmatter holds what lists and metadata need; the body is the announcement.

export const announcementCategories = ["価格", "サービス", "製品", "セキュリティ", "会社"] as const;

export type AnnouncementCategory = (typeof announcementCategories)[number];

const slugRule = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One sentence for the listing and the meta description. */
const summaryLength = { min: 80, max: 120 } as const;

export const announcementFrontmatter = v.strictObject({
  title: requiredText,
  /** The publication date (Japan time). */
  date: calendarDate,
  /** The date of a later correction or addition, when there was one. */
  updated: v.optional(calendarDate),
  category: oneOf(announcementCategories),
  summary: v.pipe(
    requiredText,
    v.check(
      (text) => [...text].length >= summaryLength.min && [...text].length <= summaryLength.max,
      (issue) =>
        `${[...String(issue.input)].length} characters: the summary is the page description, ${summaryLength.min}–${summaryLength.max}`,
    ),
  ),
  /** Pages to read next, under the announcement: site paths only. */
  related: v.array(
    v.strictObject({
      label: requiredText,
      href: v.pipe(
        v.string(),
        v.regex(/^\/(?!\/)/, (issue) => `${JSON.stringify(issue.input)} is not a site path`),
      ),
    }),
  ),
});

/** One announcement as its page and the index show it. */
export interface Announcement {
  id: string;
  title: string;
  /** ISO date (Japan time). */
  publishedAt: string;
  updatedAt?: string;
  category: AnnouncementCategory;
  summary: string;
  blocks: readonly ContentBlock[];
  related: readonly LinkItem[];
}

const announcementEntries: CollectionRoot = {
  app: "shell",
  folder: "content/company/announcements/entries",
};

function announcementOf({
  slug,
  data,
  blocks,
}: CollectionEntry<v.InferOutput<typeof announcementFrontmatter>>): Announcement {
  return {
    id: slug,
    title: data.title,
    publishedAt: data.date,
    ...(data.updated ? { updatedAt: data.updated } : {}),
    category: data.category,
    summary: data.summary,
    blocks,
    related: data.related,
  };
}

/**
 * Every announcement, newest first (the index's order), read and validated: a bad file fails the build
 * naming the file and field. Runs at build time (the collection loader) and in tests.
 */
export function loadAnnouncementFiles(root: CollectionRoot = announcementEntries): Announcement[] {
  return loadCollection({
    ...root,
    frontmatter: announcementFrontmatter,
    slug: {
      test: (slug) => slugRule.test(slug),
      rule: "the file name is the id: lower-case words and numbers joined by -",
    },
    check: ({ data }) =>
      data.updated !== undefined && data.updated <= data.date
        ? [{ field: "updated", message: `${data.updated} is not after the date ${data.date}` }]
        : [],
  })
    .map(announcementOf)
    .sort((a, b) => compareCodePoints(b.publishedAt, a.publishedAt));
}
