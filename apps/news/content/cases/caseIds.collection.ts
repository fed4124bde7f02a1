import { type CaseIdIndex, caseIdIndexOf, loadCaseFiles } from "./caseFiles";

/**
 * The ids of every case and of the cases with a booklet, without their text: what the routes validate
 * and prerender from. Compiled at build time from `<id>.md` (packages/collections).
 */
export const caseIdIndex: CaseIdIndex = caseIdIndexOf(loadCaseFiles());
