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

  it("folds every group of both menus without JavaScript, and puts search and a phone number in the menu", () => {
    const html = renderHtml(<SiteHeader variant="full" />);
    const groups = html.match(/<details class="g-(nav|menu)__details"[^>]*>/g) ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).not.toMatch(/\sopen/);
    const menu = html.slice(html.indexOf('<details class="g-header__menu"'));
    expect(menu.indexOf('id="site-search-menu"')).toBeLessThan(menu.indexOf("g-menu__groups"));
    expect(menu).toMatch(/href="tel:\d{10,11}"/);
  });

  it("marks the current family and page", () => {
    const onFamilyPage = renderHtml(<SiteHeader variant="full" />, "/pad/tough");
    // The desktop dropdowns and the phone menu each mark the family.
    expect(textsWithAttribute(onFamilyPage, "aria-current", "true")).toEqual([
      "タブレット・機器",
      "タブレット・機器",
    ]);
    const currentLinks = onFamilyPage.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
    expect(currentLinks.length).toBeGreaterThan(0);
    for (const link of currentLinks) expect(link).toContain('href="/pad/tough"');
  });

  it("keeps only the logo and the buttons in the simple variant", () => {
    const html = renderHtml(<SiteHeader variant="simple" />);
    expect(html).not.toContain("<nav");
    expect(html).not.toContain("<details");
    expect(html).toContain('href="/document"');
    expect(html).toContain("g-header--simple");
  });
});
