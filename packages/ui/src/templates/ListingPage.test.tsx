import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { listingContent } from "../testing/sampleContent";
import { ListingPage } from "./ListingPage";

describe("ListingPage", () => {
  const html = renderHtml(<ListingPage data={listingContent} />);

  it("renders category links with the current one marked", () => {
    expect(html).toContain('aria-label="カテゴリ"');
    expect(html).toMatch(/aria-current="page"[^>]*>すべて</);
  });

  it("lists items with date, category and title link", () => {
    expect(html).toContain('<time dateTime="2025-07-10">2025年7月10日</time>');
    expect(html).toContain(">お知らせ</span>");
    expect(html).toContain('href="/news/summer"');
    // A space keeps date and category apart in extracted or copied text (「2025年7月10日 お知らせ」).
    expect(html).toMatch(/2025年7月10日<\/time> <span[^>]*>お知らせ<\/span>/);
  });

  it("renders page links with previous and next", () => {
    expect(html).toMatch(/href="\/news"[^>]*>前のページ</);
    expect(html).toMatch(/href="\/news\?page=3"[^>]*>次のページ</);
    expect(html).toMatch(/aria-current="page">2<span/);
  });

  it("says so when a category has no items, and drops the pager for one page", () => {
    const empty = renderHtml(
      <ListingPage
        data={{ ...listingContent, items: [], pagination: { current: 1, pageHrefs: ["/news"] } }}
      />,
    );
    expect(empty).toContain("該当する記事はまだありません。");
    expect(empty).not.toContain("ページ送り");
  });
});
