import { describe, expect, it } from "vitest";
import { hasCampaignEnded } from "./campaignPeriod";

describe("hasCampaignEnded", () => {
  it("keeps the last day open until midnight in Japan", () => {
    expect(hasCampaignEnded("2024-03-31", new Date("2024-03-31T14:59:59Z"))).toBe(false);
    expect(hasCampaignEnded("2024-03-31", new Date("2024-03-31T15:00:00Z"))).toBe(true);
  });

  it("rejects a date it cannot read", () => {
    expect(() => hasCampaignEnded("2024/03/31", new Date())).toThrow("Not an ISO date");
  });
});
