// The sale-window check at publish (ARCHITECTURE.md section 12): a dated entry (a case, a campaign, a
// mailing) may name only products that were on sale on its date. The dates come from the records of
// every remote, so a deploy that moves a launch or an end of sale answers for the entries of other families.
import type { DatedEntry, SaleWindow } from "./contract";
import { namesIn } from "./factCheck";

/** One line per product an entry names outside its sale window, naming the page, the entry and the record. */
export function saleWindowProblems(entries: readonly DatedEntry[], windows: readonly SaleWindow[]): string[] {
  const subjects = [...new Set(windows.flatMap((window) => window.subjects))];
  return entries.flatMap((entry) => {
    const names = namesIn(entry.text, subjects);
    return windows.flatMap((window) => {
      const name = names.find((candidate) => window.subjects.includes(candidate));
      if (name === undefined) return [];
      const before = window.from !== undefined && entry.date < window.from;
      const after = window.until !== undefined && entry.date > window.until;
      if (!before && !after) return [];
      const on = before ? `launched ${window.from}` : `sold until ${window.until}`;
      return [
        `${entry.path}: sale window: ${entry.key} dated ${entry.date} names ${name}, but ${window.id} says ${on}`,
      ];
    });
  });
}
