/**
 * Ids of every seminar page, without the seminars themselves: the routes module validates and prerenders
 * from this alone. The seminar files are keyed by the same ids, and TypeScript checks both agree.
 */

/** `/seminar/{date}`: public seminars, past and upcoming. */
export const seminarIds = [
  "20260218",
  "20260415",
  "20260610",
  "20260722",
  "20260916",
  "20261021",
  "20261203",
  "20261210",
  "20261217",
  "20270120",
  "20270127",
  "20270210",
] as const;

/** `/seminar/archive/{date}`: past seminars whose recording can be requested. */
export const archiveIds = ["20260218", "20260415", "20260610", "20260722", "20260916"] as const;

/** `/seminar/support/{slug}`: training sessions for customers already using a product. */
export const supportSeminarSlugs = ["goyodx_basic", "cloud_admin", "kokuban_template", "pad_setup"] as const;

export type SeminarId = (typeof seminarIds)[number];
export type ArchiveId = (typeof archiveIds)[number];
export type SupportSeminarSlug = (typeof supportSeminarSlugs)[number];

/** The seminar id a registration carries for a support session (a path segment id of the form kit). */
export function supportSeminarId(slug: SupportSeminarSlug): string {
  return `support-${slug}`;
}
