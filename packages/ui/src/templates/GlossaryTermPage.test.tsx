import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { glossaryContent } from "../testing/sampleContent";
import { GlossaryTermPage } from "./GlossaryTermPage";

describe("GlossaryTermPage", () => {
  it("shows the term, its reading, definition and related terms and products", () => {
    const html = renderHtml(<GlossaryTermPage data={glossaryContent} />);
    expect(html).toContain("読み:でんししょうこくばん");
    expect(html).toContain(">電子小黒板とは</h2>");
    expect(html).toContain(">関連する用語</h2>");
    expect(html).toContain('href="/kokuban"');
    expect(html).toContain('href="/special/dictionary"');
  });

  it("keeps the definition in the text and the related links in the column after it", () => {
    const html = renderHtml(<GlossaryTermPage data={glossaryContent} />);
    const aside = html.indexOf('<div class="g-reading__aside">');
    expect(html.indexOf(">電子小黒板とは</h2>")).toBeLessThan(aside);
    expect(html.indexOf(">関連する用語</h2>")).toBeGreaterThan(aside);
    expect(html.indexOf('href="/special/dictionary"')).toBeGreaterThan(aside);
  });
});
