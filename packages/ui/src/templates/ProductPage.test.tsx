import { deviceViews, drawings } from "@genbagura/illustrations";
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

  it("with a device's computed views, shows the front in the hero, the others after it and the drawing in the first feature", () => {
    const [front, back, side, inUse] = deviceViews({
      name: "現場蔵Pad Tough",
      sku: "GB-TEST",
      widthMm: 224,
      heightMm: 136,
      depthMm: 16,
      screenInches: 8,
      screenAspect: 1.6,
      orientation: "landscape",
      rugged: true,
      swappableBattery: true,
      portEdge: "right",
      ports: [{ kind: "usbC", covered: true }],
    });
    const withViews = renderHtml(
      <ProductPage
        data={{
          ...productContent,
          views: { front, heading: "外観", note: "同じ縮尺です。", others: [back, side, inUse] },
        }}
      />,
    );
    expect(withViews).toMatch(
      /<img class="g-device-view g-hero__illustration" data-device-view="front"[^>]* loading="eager"/,
    );
    for (const view of ["back", "side", "inUse"]) expect(withViews).toContain(`data-device-view="${view}"`);
    const firstFeature = withViews.slice(withViews.indexOf(`>${productContent.features[0].heading}</h2>`));
    expect(firstFeature.slice(0, firstFeature.indexOf("</section>"))).toContain(
      `alt="${drawings.padTough.alt}"`,
    );
  });

  it("leaves out the spec section on software pages", () => {
    const { spec: _spec, ...softwareContent } = productContent;
    expect(renderHtml(<ProductPage data={softwareContent} />)).not.toContain("<table");
  });
});
