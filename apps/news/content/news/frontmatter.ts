import { calendarDate, oneOf, requiredText } from "@genbagura/collections";
import * as v from "valibot";
import { noticeCategories, releaseNoteProducts } from "./newsTaxonomy";

// The frontmatter of a news article, per section. Strict objects: a misspelt field fails the build
// instead of being ignored.

const common = {
  title: requiredText,
  /** The publication date; it is also the file name (`2026-02-10` -> `20260210.md`). */
  date: calendarDate,
  /** Date of a later correction or addition, when there was one. */
  updated: v.optional(calendarDate),
};

export const articleFrontmatter = v.strictObject(common);

export const noticeFrontmatter = v.strictObject({ ...common, category: oneOf(noticeCategories) });

export const releaseNoteFrontmatter = v.strictObject({ ...common, product: oneOf(releaseNoteProducts) });
