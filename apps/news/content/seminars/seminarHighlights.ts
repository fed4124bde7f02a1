import type { HighlightItem } from "@genbagura/routing";
import { compareCodePoints } from "@genbagura/ui";
import { seminarFormatLabels } from "./labels";
import { publicSeminarRefs } from "./seminars";
import { tokyoToday } from "./status";

/** The next public seminars, soonest first (full ones included: their page offers the waiting list). */
export function upcomingSeminars(limit: number, now: Date): HighlightItem[] {
  const today = tokyoToday(now);
  return publicSeminarRefs
    .filter((seminar) => seminar.entry.date >= today)
    .sort((a, b) => compareCodePoints(a.entry.date, b.entry.date))
    .slice(0, limit)
    .map((seminar) => ({
      title: seminar.entry.title,
      href: seminar.path,
      date: seminar.entry.date,
      category: seminarFormatLabels[seminar.entry.format],
      summary: seminar.entry.lead,
    }));
}
