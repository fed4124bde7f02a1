import { drawings } from "@genbagura/illustrations";
import { describe, expect, it } from "vitest";
import { countTags } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { productContent } from "../testing/sampleContent";
import { ProductPage } from "./ProductPage";

describe("ProductPage", () => {
  const html = renderHtml(<ProductPage data={productContent} />);

  it("renders the hero, every feature section, the spec table, FAQ, related case and calls to action", () => {
    for (const feature of productContent.features) expect(html).toContain(`>${feature.heading}</h2>`);
    expect(html).toContain("<caption");
    expect(html).toContain(">仕様</h2>");
    expect(countTags(html, "details")).toBe(productContent.faq.items.length);
    expect(html).toContain('href="/case/020"');
    for (const action of productContent.callToAction.actions) expect(html).toContain(`href="${action.href}"`);
  });

  it("shows the product's drawing in the hero, loaded at once, with its alt text and intrinsic size", () => {
    const drawing = drawings.padTough;
    expect(productContent.hero.illustration?.name).toBe("padTough");
    expect(html).toMatch(/<img class="g-illustration g-hero__illustration" src="[^"]+\/padTough\.svg"/);
    expect(html).toContain(
      `alt="${drawing.alt}" width="${drawing.width}" height="${drawing.height}" loading="eager"`,
    );
  });

  it("leaves out the spec section on software pages", () => {
    const { spec: _spec, ...softwareContent } = productContent;
    expect(renderHtml(<ProductPage data={softwareContent} />)).not.toContain("<table");
  });
});
