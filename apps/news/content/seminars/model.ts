import type { FormDefinition } from "@genbagura/forms";
import type { SeminarPageContent, StandardPageContent } from "@genbagura/ui";

/** Products a seminar is about: the product filter of the seminar index. */
export const seminarTopics = ["kokuban", "goyo", "cloud", "pad", "dekigata"] as const;

export type SeminarTopic = (typeof seminarTopics)[number];

/** A seminar as its file says it (venue and speakers resolved); its status (open, full, past) is decided from the date when the page is built. */
export interface SeminarEntry extends Omit<SeminarPageContent, "status" | "otherSeminars"> {
  topics: readonly SeminarTopic[];
  /** Every seat is taken: the page offers the waiting list instead of registration. */
  full?: boolean;
}

/** The recording of a past seminar, offered on request. */
export interface SeminarArchiveEntry {
  /** Under the heading; also the page description (80–120 characters). */
  lead: string;
  /** e.g. 約58分 */
  duration: string;
  chapters: readonly string[];
  /** What comes with the recording (slides, checklists). */
  materials: string;
}

/** A page written with blocks, with an optional registration form at the end. */
export interface StandardSeminarPage {
  page: StandardPageContent;
  registration?: { heading: string; body: string; seminarId: string };
}

/** A standard seminar page's data: with a registration, the form's definition (src/forms.ts), bound on the server. */
export interface StandardSeminarPageData extends StandardSeminarPage {
  form?: FormDefinition;
}
