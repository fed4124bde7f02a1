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

  it("numbers policy sections with digits", () => {
    expect(legalSectionHeading("decimal", 2, "利用目的")).toBe("3. 利用目的");
  });
});
