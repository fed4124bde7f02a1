import { describe, expect, it } from "vitest";
import { newsSection } from "./newsSection";

describe("newsSection", () => {
  it("lists the latest news and ends with the link to every news item", () => {
    const block = newsSection([
      {
        title: "現場蔵クラウドのメンテナンスのお知らせ",
        href: "/news/20250725",
        summary: "8月2日に行います。",
      },
      { title: "新しい黒板テンプレートを追加しました", href: "/news/update/cloud" },
    ]);
    expect(block.kind).toBe("relatedLinks");
    if (block.kind !== "relatedLinks") return;
    expect(block.links.map((link) => link.href)).toEqual(["/news/20250725", "/news/update/cloud", "/news"]);
    expect(block.links[0]?.description).toBe("8月2日に行います。");
    expect(block.links[1]).not.toHaveProperty("description");
  });

  it("still links to the news when there is nothing new", () => {
    const block = newsSection([]);
    expect(block.kind === "relatedLinks" && block.links).toEqual([
      { label: "現場蔵のお知らせをすべて見る", href: "/news" },
    ]);
  });
});
