import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { isClientRoutable, SiteLink } from "./SiteLink";

describe("isClientRoutable", () => {
  it.each([
    ["/pad/tough", true],
    ["/news?page=2", true],
    ["/faq#usage", true],
    ["/files/guide.pdf", false],
    ["/files/setup.exe?v=2", false],
    ["//cdn.example.com/x", false],
    ["https://x.com/intent/post", false],
    ["#main", false],
    ["tel:0120486210", false],
  ])("%s -> %s", (href, expected) => {
    expect(isClientRoutable(href)).toBe(expected);
  });
});

describe("SiteLink", () => {
  it("renders both router links and plain anchors as real hrefs", () => {
    const html = renderHtml(
      <>
        <SiteLink href="/cloud">現場蔵クラウド</SiteLink>
        <SiteLink href="https://example.jp/">外部サイト</SiteLink>
      </>,
    );
    expect(html).toContain('<a href="/cloud" data-discover="true">現場蔵クラウド</a>');
    expect(html).toContain('<a href="https://example.jp/">外部サイト</a>');
  });
});
