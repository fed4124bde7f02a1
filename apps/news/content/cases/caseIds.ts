import { caseIdIndex } from "./caseIds.collection";

/**
 * The ids behind `/case/{id}` and `/case/{id}/download`, from the case files but without their text, so
 * route validation in the browser stays a few bytes.
 */
export const caseIds: readonly string[] = caseIdIndex.cases;

/** The booklets that collect several cases (caseBooklets.ts says what each holds). */
export const bookletCollectionIds = ["cases", "logistics"] as const;

/** Every case that offers its own booklet (`booklet: true`), then the collections. */
export const bookletIds: readonly string[] = [...caseIdIndex.booklets, ...bookletCollectionIds];

export const isCaseId = (id: string | undefined): boolean => id !== undefined && caseIds.includes(id);
export const isBookletId = (id: string | undefined): boolean => id !== undefined && bookletIds.includes(id);
