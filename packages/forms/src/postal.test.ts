import { describe, expect, it } from "vitest";
import { findPostalEntry, normalizePostalCode, postalChunkPath } from "./postal";

describe("postal chunk format", () => {
  it("normalises hyphenated, full-width and 〒-prefixed codes", () => {
    expect(normalizePostalCode("100-0001")).toBe("1000001");
    expect(normalizePostalCode("〒１００－０００１")).toBe("1000001");
    expect(normalizePostalCode("100-001")).toBeUndefined();
  });

  it("names the chunk after the first three digits", () => {
    expect(postalChunkPath("1000001")).toBe("/postal/100.json");
  });

  it("finds a 7-digit entry first, then a building's 5-digit entry", () => {
    const chunk = {
      "1000001": { pref: "東京都", city: "千代田区", town: "千代田" },
      "10060": { pref: "東京都", city: "千代田区", town: "霞が関霞が関ビル" },
    };
    expect(findPostalEntry(chunk, "1000001")?.town).toBe("千代田");
    expect(findPostalEntry(chunk, "1006001")?.town).toBe("霞が関霞が関ビル");
    expect(findPostalEntry(chunk, "1000099")).toBeUndefined();
  });
});
