import { formatDateJa, toIsoDate } from "../format/date";

/** A date range as two machine-readable `<time>` elements. */
export function Period({ start, end }: { start: string; end: string }) {
  return (
    <>
      <time dateTime={toIsoDate(start)}>{formatDateJa(start)}</time>〜
      <time dateTime={toIsoDate(end)}>{formatDateJa(end)}</time>
    </>
  );
}
