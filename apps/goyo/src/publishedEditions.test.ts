import { describe, expect, it } from "vitest";
import { ledgerEditions } from "../content/lifecycle";
import { editions } from "./publishedEditions";

/** `2026-03-31` of a day that exists. */
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

describe("the editions goyo publishes to other families", () => {
  it("are its lifecycle record, each once, with valid dates in order", async () => {
    const published = await editions();
    expect(published.map((edition) => edition.id)).toEqual(Object.keys(ledgerEditions));
    for (const edition of published) {
      expect(isCalendarDate(edition.launchedOn), edition.id).toBe(true);
      if (edition.supportEndedOn === undefined) {
        expect(edition.onSale, `${edition.id} is supported, so it is sold`).toBe(true);
        continue;
      }
      expect(isCalendarDate(edition.supportEndedOn), edition.id).toBe(true);
      expect(edition.supportEndedOn > edition.launchedOn, edition.id).toBe(true);
      expect(edition.onSale, `${edition.id} is no longer supported, so it is not sold`).toBe(false);
    }
  });
});
