import { describe, expect, it } from "vitest";
import { countTags } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { Breadcrumbs } from "./Breadcrumbs";

describe("Breadcrumbs", () => {
  const items = [
    { label: "ホーム", href: "/" },
    { label: "タブレット", href: "/pad" },
    { label: "現場蔵Pad Tough" },
  ];

  it("renders a labelled nav with an ordered list", () => {
    const html = renderHtml(<Breadcrumbs items={items} />);
    expect(html).toContain('<nav class="g-breadcrumbs" aria-label="パンくずリスト">');
    expect(countTags(html, "li")).toBe(3);
    expect(html).toContain("<ol");
  });

  it("marks the last item as the current page and does not link it", () => {
    const html = renderHtml(<Breadcrumbs items={items} />);
    expect(html).toContain('<span aria-current="page">現場蔵Pad Tough</span>');
    expect(countTags(html, "a")).toBe(2);
  });

  it("marks the last item even when it carries an href", () => {
    const html = renderHtml(<Breadcrumbs items={[{ label: "料金", href: "/price" }]} />);
    expect(html).toContain('<span aria-current="page">料金</span>');
    expect(countTags(html, "a")).toBe(0);
  });

  it("renders nothing for an empty trail", () => {
    expect(renderHtml(<Breadcrumbs items={[]} />)).toBe("");
  });
});
