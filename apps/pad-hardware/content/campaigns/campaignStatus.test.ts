import { describe, expect, it } from "vitest";
import { hasEnded, tokyoIsoDate } from "./campaignStatus";

describe("campaign status", () => {
  it("reads today in Japan time", () => {
    expect(tokyoIsoDate(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-22");
    expect(tokyoIsoDate(new Date("2026-11-21T14:59:00Z"))).toBe("2026-11-21");
  });

  it("keeps a campaign open through its last day", () => {
    expect(hasEnded("2026-11-22", new Date("2026-11-22T14:59:00Z"))).toBe(false);
    expect(hasEnded("2026-11-22", new Date("2026-11-22T15:00:00Z"))).toBe(true);
    expect(hasEnded("2021-12-28", new Date("2026-11-22T03:00:00Z"))).toBe(true);
  });
});
