/**
 * The one date formatter of the site. Dates are shown in Japan time so the server render and the browser
 * agree (no hydration mismatch for a visitor abroad), and the string is assembled from parts so every
 * ICU version prints the same thing.
 */
const tokyoParts = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

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
  const parts: TokyoDateParts = { year: "", month: "", day: "", hour: "", minute: "" };
  for (const part of tokyoParts.formatToParts(toDate(input))) {
    if (part.type in parts) parts[part.type as keyof TokyoDateParts] = part.value;
  }
  return parts;
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
