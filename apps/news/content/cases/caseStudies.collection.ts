import { loadCaseRecords } from "./caseRecords";
import type { CaseStudyRecord } from "./caseTypes";

/** Every case study in id order, compiled at build time from `<id>.md` (packages/collections). */
export const caseStudies: readonly CaseStudyRecord[] = loadCaseRecords();
