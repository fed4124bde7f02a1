/**
 * The one date formatter of the site. Dates are shown in Japan time so the server render and the browser
 * agree (no hydration mismatch for a visitor abroad). Japan has kept UTC+9 all year since 1951, so the
 * parts are computed from a fixed offset: no Intl, whose first use costs a phone 20–40 ms of start-up
 * loading locale and time-zone data, and the same output on every engine.
 */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

interface TokyoDateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function toDate(input: Date | string): Date {
  const date = typeof input === "string" ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

function partsInTokyo(input: Date | string): TokyoDateParts {
  const japan = new Date(toDate(input).getTime() + JAPAN_OFFSET_MS);
  return {
    year: String(japan.getUTCFullYear()),
    month: String(japan.getUTCMonth() + 1),
    day: String(japan.getUTCDate()),
    hour: String(japan.getUTCHours()),
    minute: String(japan.getUTCMinutes()),
  };
}

/** `2025年7月25日` */
export function formatDateJa(date: Date | string): string {
  const { year, month, day } = partsInTokyo(date);
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/** `2025年7月25日 14:00` */
export function formatDateTimeJa(date: Date | string): string {
  const { hour, minute } = partsInTokyo(date);
  return `${formatDateJa(date)} ${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
}

/** `2025-07-25`, the calendar day in Japan (for `<time dateTime>` and sorting). */
export function toIsoDate(date: Date | string): string {
  const { year, month, day } = partsInTokyo(date);
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}
