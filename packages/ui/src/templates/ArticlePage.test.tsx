import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { articleContent } from "../testing/sampleContent";
import { ArticlePage } from "./ArticlePage";

describe("ArticlePage", () => {
  const html = renderHtml(<ArticlePage data={articleContent} />);

  it("is an article with its date as <time> and its category", () => {
    expect(html).toMatch(/^<article/);
    expect(html).toContain('<time dateTime="2025-07-25">2025年7月25日</time>');
    expect(html).toContain('href="/news/maintenance"');
  });

  it("keeps the date and the category apart in the text, not only by layout", () => {
    // Extracted or copied text would otherwise read as one word (「2025年7月25日メンテナンス」).
    expect(html).toMatch(/2025年7月25日<\/time> <a[^>]*>メンテナンス<\/a>/);
  });

  it("builds share links from the page's absolute URL with descriptive text", () => {
    const pageUrl = encodeURIComponent("https://www.genbagura.jp/news/20250725");
    expect(html).toContain(`https://x.com/intent/post?url=${pageUrl}`);
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(html).toContain(`https://social-plugins.line.me/lineit/share?url=${pageUrl}`);
    expect(html).toContain("Facebookでシェアする");
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("lists related articles", () => {
    expect(html).toContain(">関連記事</h2>");
    expect(html).toContain("過去のメンテナンス情報を見る");
  });

  it("puts sharing and related articles in the column after the text, not in it", () => {
    const aside = html.slice(html.indexOf('<div class="g-reading__aside">'));
    const body = html.slice(
      html.indexOf('<div class="g-reading__body">'),
      html.indexOf('<div class="g-reading__aside">'),
    );
    expect(body).not.toBe("");
    for (const part of ["g-share", ">関連記事</h2>"]) {
      expect(aside, part).toContain(part);
      expect(body, part).not.toContain(part);
    }
  });
});
