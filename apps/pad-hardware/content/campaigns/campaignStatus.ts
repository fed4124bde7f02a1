const tokyoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Japan as `YYYY-MM-DD`. */
export function tokyoIsoDate(now: Date): string {
  return tokyoDate.format(now);
}

/** A campaign has ended once its last day (inclusive, Japan time) is over. */
export function hasEnded(endIsoDate: string, now: Date): boolean {
  return tokyoIsoDate(now) > endIsoDate;
}
