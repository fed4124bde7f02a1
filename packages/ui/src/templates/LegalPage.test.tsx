import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { legalContent } from "../testing/sampleContent";
import { LegalPage, legalSectionHeading } from "./LegalPage";

describe("LegalPage", () => {
  it("numbers sections as articles and shows the dates", () => {
    const html = renderHtml(<LegalPage data={legalContent} />);
    expect(html).toContain(">第1条(目的)</h2>");
    expect(html).toContain(">第2条(禁止事項)</h2>");
    expect(html).toContain(">附則</h2>");
    expect(html).toContain('<time dateTime="2025-07-25">2025年7月25日</time>');
    expect(html).toContain('<ol class="g-legal__items">');
  });

  it("lists every section in a table of contents whose links lead to the sections, 附則 included", () => {
    const html = renderHtml(<LegalPage data={legalContent} />);
    const toc = html.slice(html.indexOf('<nav class="g-legal__toc"'), html.indexOf("</nav>"));
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    const sections = [...html.matchAll(/<section class="g-legal__section" id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(targets).toEqual(sections);
    expect(targets.length).toBe(legalContent.sections.length + 1);
    expect(toc).toContain(">第2条(禁止事項)</a>");
    // First in reading order: a keyboard reaches the contents before the text.
    expect(html.indexOf('<nav class="g-legal__toc"')).toBeLessThan(html.indexOf('<div class="g-legal">'));
  });

  it("numbers policy sections with digits", () => {
    expect(legalSectionHeading("decimal", 2, "利用目的")).toBe("3. 利用目的");
  });
});
