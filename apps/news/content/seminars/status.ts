import type { SeminarStatus } from "@genbagura/ui";
import type { SeminarEntry } from "./model";

const tokyoCalendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Japan as `2026-11-22`: seminars change from upcoming to past at midnight Japan time. */
export function tokyoToday(now: Date): string {
  return tokyoCalendarDay.format(now);
}

/** Decided when the page is built, so the server render and the browser agree. */
export function seminarStatus(seminar: SeminarEntry, today: string): SeminarStatus {
  if (seminar.date < today) return "past";
  return seminar.full ? "full" : "open";
}
