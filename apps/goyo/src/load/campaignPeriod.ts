const DAY_MS = 24 * 60 * 60_000;

/** Whether a campaign whose last day (ISO date, inclusive) is `end` has ended at `now`, in Japan time. */
export function hasCampaignEnded(end: string, now: Date): boolean {
  const lastDayStart = Date.parse(`${end}T00:00:00+09:00`);
  if (Number.isNaN(lastDayStart)) throw new Error(`Not an ISO date: ${end}`);
  return now.getTime() >= lastDayStart + DAY_MS;
}
