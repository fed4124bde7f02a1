import { describe, expect, it } from "vitest";
import { countTags } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { productContent } from "../testing/sampleContent";
import { ProductPage } from "./ProductPage";

describe("ProductPage", () => {
  const html = renderHtml(<ProductPage content={productContent} />);

  it("renders the hero, every feature section, the spec table, FAQ, related case and calls to action", () => {
    for (const feature of productContent.features) expect(html).toContain(`>${feature.heading}</h2>`);
    expect(html).toContain("<caption");
    expect(html).toContain(">仕様</h2>");
    expect(countTags(html, "details")).toBe(productContent.faq.items.length);
    expect(html).toContain('href="/case/020"');
    for (const action of productContent.callToAction.actions) expect(html).toContain(`href="${action.href}"`);
  });

  it("shows the illustration with its alt text and fixed dimensions", () => {
    expect(html).toMatch(/<svg[^>]*width="480"[^>]*height="300"[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain("工事現場で電子小黒板入りの写真を表示するタブレット");
  });

  it("leaves out the spec section on software pages", () => {
    const { spec: _spec, ...softwareContent } = productContent;
    expect(renderHtml(<ProductPage content={softwareContent} />)).not.toContain("<table");
  });
});
