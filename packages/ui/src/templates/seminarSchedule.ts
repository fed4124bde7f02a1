import type { SeminarFormat, SeminarStatus } from "../content/pages";
import { formatDateJa } from "../format/date";

const weekdaysJa = ["日", "月", "火", "水", "木", "金", "土"] as const;

/** Day of the week of a calendar date (`2026-02-18` -> 水), independent of the time zone. */
export function weekdayJa(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.slice(0, 10).split("-").map(Number);
  return weekdaysJa[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
}

/** `2026年2月18日(水) 14:00〜15:30` */
export function formatScheduleJa(isoDate: string, startTime: string, endTime: string): string {
  return `${formatDateJa(`${isoDate.slice(0, 10)}T12:00:00+09:00`)}(${weekdayJa(isoDate)}) ${startTime}〜${endTime}`;
}

export const seminarFormatLabels: Record<SeminarFormat, string> = {
  online: "オンライン",
  venue: "会場",
  hybrid: "会場とオンライン",
};

export const seminarStatusLabels: Record<SeminarStatus, string> = {
  open: "受付中",
  full: "満席",
  past: "終了",
};
