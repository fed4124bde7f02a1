import { seminarIndex } from "./seminarIndex.collection";

/**
 * Ids of every seminar page, without the seminars themselves: the routes module validates and prerenders
 * from this alone. Derived at build time from the files of `entries/` (seminarIndex.collection.ts).
 */

/** `/seminar/{date}`: public seminars, past and upcoming (`entries/<date>.md`). */
export const seminarIds: readonly string[] = seminarIndex.public;

/** `/seminar/archive/{date}`: past seminars whose recording can be requested (a `recording` field). */
export const archiveIds: readonly string[] = seminarIndex.recorded;

/** `/seminar/support/{slug}`: training sessions for customers already using a product (`entries/support/`). */
export const supportSeminarSlugs: readonly string[] = seminarIndex.support;

/** The seminar id a registration carries for a support session (a path segment id of the form kit). */
export function supportSeminarId(slug: string): string {
  return `support-${slug}`;
}
