import { isRedirectSource } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { campaignListContent } from "./campaignList";
import { campaignPage, isEnded, tokyoToday } from "./campaignPage";
import { campaignSlugs } from "./campaignSlugs";
import { campaigns } from "./campaigns.collection";
import { programmes } from "./programmes";

const length = (text: string): number => [...text].length;

describe("campaigns", () => {
  it("has exactly the records the route slugs promise, one per file, oldest first", () => {
    expect(campaigns.map((campaign) => campaign.slug)).toEqual(campaignSlugs);
    expect(new Set(campaignSlugs).size).toBe(campaignSlugs.length);
    const starts = campaigns.map((campaign) => campaign.period.start);
    expect([...starts].sort()).toEqual(starts);
  });

  it.each(campaigns.map((campaign) => [campaign.slug, campaign] as const))(
    "%s is complete and consistent",
    (slug, campaign) => {
      const compactStart = campaign.period.start.replaceAll("-", "");
      expect(slug.startsWith(compactStart)).toBe(true);
      expect(campaign.period.start <= campaign.period.end).toBe(true);
      expect(length(campaign.lead)).toBeGreaterThanOrEqual(80);
      expect(length(campaign.lead)).toBeLessThanOrEqual(120);
      expect(campaign.offer.bullets.length).toBeGreaterThanOrEqual(3);
      expect(campaign.conditions.length).toBeGreaterThanOrEqual(2);
      expect(isRedirectSource(`/campaign/${slug}`)).toBe(false);
    },
  );

  it("decides whether a campaign has ended from the Japanese calendar day", () => {
    const [first] = campaigns;
    if (!first) throw new Error("no campaigns");
    expect(isEnded(first, first.period.end)).toBe(false);
    expect(isEnded(first, "2099-01-01")).toBe(true);
    expect(tokyoToday(new Date("2025-01-15T15:30:00Z"))).toBe("2025-01-16");
    expect(campaignPage(first.slug, first.period.start)?.ended).toBe(false);
    expect(campaignPage(first.slug, "2099-01-01")?.ended).toBe(true);
    expect(campaignPage("20150401spring")).toBeNull();
  });

  it("lists every programme and every campaign exactly once on the overview, running ones first", () => {
    const latest = campaigns.at(-1);
    if (!latest) throw new Error("no campaigns");
    const listing = campaignListContent(latest.period.start);
    const hrefs = listing.items.map((item) => item.href);
    expect([...hrefs].sort()).toEqual(
      [
        ...programmes.map((programme) => programme.path),
        ...campaignSlugs.map((slug) => `/campaign/${slug}`),
      ].sort(),
    );
    const running = listing.items.filter((item) => item.category !== "終了しました").map((item) => item.href);
    expect(running).toContain(`/campaign/${latest.slug}`);
    const categories = listing.items.map((item) => item.category);
    const firstEnded = categories.indexOf("終了しました");
    if (firstEnded >= 0) expect(new Set(categories.slice(firstEnded))).toEqual(new Set(["終了しました"]));
  });
});
