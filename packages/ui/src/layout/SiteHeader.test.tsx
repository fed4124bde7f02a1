import { describe, expect, it } from "vitest";
import { textsWithAttribute } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { SiteHeader } from "./SiteHeader";

describe("SiteHeader", () => {
  it("renders the logo link, the global navigation and both buttons", () => {
    const html = renderHtml(<SiteHeader variant="full" />);
    expect(html).toContain('href="/"');
    expect(html).toContain('aria-label="グローバルナビゲーション"');
    expect(html).toContain('href="/document"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain("<svg");
  });

  it("has a small-screen menu that works without JavaScript (details/summary, closed)", () => {
    const html = renderHtml(<SiteHeader variant="full" />);
    expect(html).toMatch(/<details class="g-header__menu"(?![^>]*\sopen)[^>]*>\s*<summary/);
    expect(html).toContain("メニュー</summary>");
    expect(html).toContain('href="/pad/tough_10"');
  });

  it("marks the current family and page", () => {
    const onFamilyPage = renderHtml(<SiteHeader variant="full" />, "/pad/tough");
    expect(textsWithAttribute(onFamilyPage, "aria-current", "true")).toEqual(["タブレット・機器"]);
    expect(textsWithAttribute(onFamilyPage, "aria-current", "page")).toContain("現場蔵Pad Tough");
  });

  it("keeps only the logo and the buttons in the simple variant", () => {
    const html = renderHtml(<SiteHeader variant="simple" />);
    expect(html).not.toContain("<nav");
    expect(html).not.toContain("<details");
    expect(html).toContain('href="/document"');
    expect(html).toContain("g-header--simple");
  });
});
