import { type DatedEntry, type SaleWindow, saleWindowProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import * as news from "../apps/news/src/publishedFacts";
import * as hardware from "../apps/pad-hardware/src/publishedFacts";

/**
 * The sale-window check every publish runs (ARCHITECTURE.md section 12), over the records the remotes
 * publish: launches from the news family's press releases, ends of sale from the hardware family's models,
 * and the dated entries of both. The publish refuses what this finds; here it shows the records agree and
 * that an entry moved before a launch is refused.
 */
const remotes = [news, hardware];
const windows: SaleWindow[] = (await Promise.all(remotes.map((remote) => remote.saleWindows()))).flat();
const entries: DatedEntry[] = (await Promise.all(remotes.map((remote) => remote.datedEntries()))).flat();

describe("dated entries and the products' sale windows", () => {
  it("date every case, campaign, programme and mailing inside the windows of what it names", () => {
    expect(entries.some((entry) => entry.path.startsWith("/case/"))).toBe(true);
    expect(entries.some((entry) => entry.path.startsWith("/dm_cp/"))).toBe(true);
    expect(saleWindowProblems(entries, windows)).toEqual([]);
  });

  it("refuse any entry that names a product, dated the day before that product's launch", () => {
    const launched = windows.filter((window) => window.from !== undefined);
    const named = entries.flatMap((entry) => {
      const window = launched.find((candidate) =>
        candidate.subjects.some((name) => entry.text.includes(name)),
      );
      return window?.from ? [{ entry, window, from: window.from }] : [];
    });
    expect(named.length).toBeGreaterThan(0);
    for (const { entry, window, from } of named.slice(0, 5)) {
      const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(saleWindowProblems([{ ...entry, date: dayBefore }], windows), entry.key).toContainEqual(
        expect.stringContaining(`${entry.path}: sale window: ${entry.key}`),
      );
      expect(window.id.endsWith(".launched")).toBe(true);
    }
  });

  it("refuse a mailing dated after the end of sale of a model it names", () => {
    const ended = windows.find((window) => window.until !== undefined);
    if (!ended?.until) throw new Error("no model has an end of sale");
    const mailing = entries.find((entry) => entry.path.startsWith("/dm_cp/"));
    if (!mailing) throw new Error("no mailing");
    const late = { ...mailing, date: "2099-01-01", text: `${mailing.text}\n${ended.subjects[0]}` };
    expect(saleWindowProblems([late], windows)).toContainEqual(expect.stringContaining(ended.id));
  });
});
