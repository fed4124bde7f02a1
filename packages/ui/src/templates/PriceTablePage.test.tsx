import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { priceContent } from "../testing/sampleContent";
import { PriceTablePage } from "./PriceTablePage";

describe("PriceTablePage", () => {
  const html = renderHtml(<PriceTablePage data={priceContent} />);

  it("puts plans in column headers and features in row headers", () => {
    expect(html).toMatch(/<th scope="col"[^>]*>ライト<\/th>/);
    expect(html).toContain('<th scope="row">料金</th>');
    expect(html).toContain('<th scope="row">保存容量</th>');
    expect(html).toContain("月額 8,800円(税込)");
    expect(html).toContain("おすすめ");
  });

  it("keeps the notes and the call to action", () => {
    expect(html).toContain("※表示価格はすべて税込です。");
    expect(html).toContain('href="/price/estimate"');
  });
});
