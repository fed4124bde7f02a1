import { calendarDate, oneOf, requiredText } from "@genbagura/collections";
import type { SeminarFormat } from "@genbagura/ui";
import * as v from "valibot";
import { seminarTopics } from "./model";
import { speakers } from "./speakers";
import { venues } from "./venues";

// The frontmatter of a seminar file (`entries/<id>.md`, `entries/support/<slug>.md`). Strict objects: a
// misspelt field fails the build instead of being ignored. Speakers and venues are named by their key in
// speakers.ts and venues.ts, where each is written once.

const clockTime = v.pipe(
  v.string((issue) => (issue.input === undefined ? "missing" : "must be a time such as 14:00")),
  v.regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    (issue) => `${JSON.stringify(issue.input)} is not a time: write HH:MM`,
  ),
);

const speakerKeys = Object.keys(speakers) as (keyof typeof speakers)[];
const venueKeys = Object.keys(venues) as (keyof typeof venues)[];

const common = {
  title: requiredText,
  /** The day it takes place; for a public seminar it is also the file name (`2026-12-03` -> `20261203.md`). */
  date: calendarDate,
  startTime: clockTime,
  endTime: clockTime,
  format: oneOf(["online", "venue", "hybrid"] as const satisfies readonly SeminarFormat[]),
  /** Required unless the seminar is online only. */
  venue: v.optional(oneOf(venueKeys)),
  /** Said to online attendees after the standard notice (venues.ts `onlineStreaming`), e.g. what to bring. */
  streamingNote: v.optional(requiredText),
  fee: requiredText,
  capacity: requiredText,
  audience: requiredText,
  topics: v.pipe(v.array(oneOf(seminarTopics)), v.minLength(1, "at least one topic")),
  speakers: v.pipe(v.array(oneOf(speakerKeys)), v.minLength(1, "at least one speaker")),
  /** Every seat is taken: the page offers the waiting list instead of registration. */
  full: v.optional(v.boolean()),
  agenda: v.pipe(
    v.array(
      v.strictObject({
        /** `14:00`, or a span such as `開始から15分` for sessions repeated through the day. */
        time: requiredText,
        title: requiredText,
        description: v.optional(requiredText),
      }),
    ),
    v.minLength(1, "at least one item"),
  ),
};

export const supportSeminarFrontmatter = v.strictObject(common);

export const publicSeminarFrontmatter = v.strictObject({
  ...common,
  /** The recording of a past seminar, offered on request at `/seminar/archive/<id>`. */
  recording: v.optional(
    v.strictObject({
      /** Under the heading; also the page description (80–120 characters). */
      lead: requiredText,
      /** e.g. 約58分 */
      duration: requiredText,
      chapters: v.pipe(v.array(requiredText), v.minLength(1, "at least one chapter")),
      /** What comes with the recording (slides, checklists). */
      materials: requiredText,
    }),
  ),
});
