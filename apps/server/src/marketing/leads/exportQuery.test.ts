import { describe, expect, it } from "vitest";
import { testFormTable } from "../../testing/testForms";
import { parseExportQuery, parseSince } from "./exportQuery";

const forms = testFormTable();

describe("parseSince", () => {
  it("reads a date as midnight in Japan", () => {
    expect(parseSince("2025-07-01")).toBe(Date.UTC(2025, 5, 30, 15, 0, 0));
  });

  it("reads a full ISO time with its offset", () => {
    expect(parseSince("2025-07-01T09:00:00+09:00")).toBe(Date.UTC(2025, 7 - 1, 1, 0, 0, 0));
  });

  it("rejects dates that do not exist and other formats", () => {
    for (const value of ["2025-02-30", "2025-13-01", "2025/07/01", "yesterday", "1751328000000"]) {
      expect(parseSince(value), value).toBeUndefined();
    }
  });
});

describe("parseExportQuery", () => {
  it("accepts empty values as no filter", () => {
    expect(parseExportQuery(undefined, undefined, forms)).toEqual({ ok: true, query: {} });
    expect(parseExportQuery("", "", forms)).toEqual({ ok: true, query: {} });
  });

  it("accepts a known form and rejects an unknown one", () => {
    expect(parseExportQuery("2025-07-01", "contact", forms)).toEqual({
      ok: true,
      query: { since: Date.UTC(2025, 5, 30, 15), formId: "contact" },
    });
    expect(parseExportQuery(undefined, "nope", forms).ok).toBe(false);
  });
});
