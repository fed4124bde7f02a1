import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { campaignContent } from "../testing/sampleContent";
import { CampaignPage } from "./CampaignPage";

describe("CampaignPage", () => {
  it("shows the period, conditions, eligible products and the application path while running", () => {
    const html = renderHtml(<CampaignPage data={campaignContent} />);
    expect(html).toContain('<time dateTime="2025-12-01">2025年12月1日</time>');
    expect(html).toContain("期間:2025年12月1日〜2026年1月31日");
    expect(html).toContain("ほかのキャンペーンとは併用できません。");
    expect(html).toContain('href="/pad/minitough/2nd"');
    expect(html).toContain("お申し込みの流れ");
    expect(html).toContain('href="/price/estimate"');
    expect(html).not.toContain("終了しました");
  });

  it("puts the eligible products beside the offer, and the application path after both", () => {
    const html = renderHtml(<CampaignPage data={campaignContent} />);
    const aside = html.indexOf('<div class="g-reading__aside">');
    expect(html.indexOf(">期間・条件</h2>")).toBeLessThan(aside);
    expect(html.indexOf(">対象製品</h2>")).toBeGreaterThan(aside);
    expect(html.indexOf("お申し込みの流れ")).toBeGreaterThan(html.indexOf(">対象製品</h2>"));
  });

  it("says it has ended, drops the application path and links to current offers", () => {
    const html = renderHtml(<CampaignPage data={{ ...campaignContent, ended: true }} />);
    expect(html).toContain("このキャンペーンは終了しました");
    expect(html).toContain('href="/campaign/matome"');
    expect(html).not.toContain('href="/price/estimate"');
    expect(html).not.toContain("お申し込みの流れ");
  });
});
