import * as v from "valibot";

/** `YYYY-MM-DD` of a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateMessage = (issue: v.BaseIssue<unknown>) =>
  `${JSON.stringify(issue.input) ?? "nothing"} is not a date: write YYYY-MM-DD (e.g. 2026-02-10)`;

/** A frontmatter date. YAML 1.2 leaves `2026-02-10` a string, so it is checked as text. */
export const calendarDate = v.pipe(v.string(dateMessage), v.check(isCalendarDate, dateMessage));

/** Required one-line text: a title, a heading. */
export const requiredText = v.pipe(
  v.string((issue) => (issue.input === undefined ? "missing" : "must be text")),
  v.trim(),
  v.nonEmpty("must not be empty"),
);

/** One of a fixed list of values, and the list in the error. */
export function oneOf<const TOptions extends readonly string[]>(options: TOptions) {
  return v.picklist(
    options,
    (issue) =>
      `${issue.input === undefined ? "missing" : `unknown value ${JSON.stringify(issue.input)}`}: one of ${options.join(", ")}`,
  );
}
