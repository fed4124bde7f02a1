import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { caseStudyContent } from "../testing/sampleContent";
import { CaseStudyPage } from "./CaseStudyPage";

describe("CaseStudyPage", () => {
  const html = renderHtml(<CaseStudyPage data={caseStudyContent} />);

  it("shows the customer's wordmark in the hero, before the title, loaded at once with its size", () => {
    const hero = html.slice(html.indexOf('<header class="g-hero'), html.indexOf("<h1"));
    const { logo } = caseStudyContent.company;
    expect(hero).toMatch(/<img class="g-hero__logo"[^>]* alt="株式会社北斗土木"/);
    expect(hero).toContain(`width="${logo.width}" height="${logo.height}" loading="eager"`);
  });

  it("shows the company profile as a description list", () => {
    expect(html).toContain("<dl");
    expect(html).toContain('<dt class="g-description-list__term">会社名</dt>');
    expect(html).toContain("株式会社北斗土木");
  });

  it("has challenge, solution and results with figures and their basis", () => {
    expect(html).toContain(">導入前の課題</h2>");
    expect(html).toContain(">導入の決め手</h2>");
    expect(html).toContain(">導入の効果</h2>");
    expect(html).toContain("約2時間");
    expect(html).toContain("※株式会社北斗土木調べ(2025年)");
  });

  it("quotes the customer and links products and related cases", () => {
    expect(html).toContain("<blockquote");
    expect(html).toContain("工事部 課長");
    expect(html).toContain('href="/pad/tough"');
    expect(html).toContain('href="/case/018"');
  });
});
