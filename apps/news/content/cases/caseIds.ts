/**
 * The ids behind `/case/{id}` and `/case/{id}/download`, kept apart from the case records so route
 * validation in the browser stays a few bytes (caseStudies.test.ts checks they match the records).
 */
const numbered = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(3, "0"));

export const caseIds: readonly string[] = [...numbered(1, 26), "pad_01"];

/** Cases 016–026 offer their own booklet; `cases` is the full collection, `logistics` the logistics one. */
export const bookletIds: readonly string[] = [...numbered(16, 26), "cases", "logistics"];

export const isCaseId = (id: string | undefined): boolean => id !== undefined && caseIds.includes(id);
export const isBookletId = (id: string | undefined): boolean => id !== undefined && bookletIds.includes(id);
