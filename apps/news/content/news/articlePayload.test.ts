import { describe, expect, it } from "vitest";
import { newsArticlePayload, relatedArticles } from "./articlePayload";
import { articleRefs } from "./catalogue";
import { homeListingOf } from "./listings";

const find = (path: string) => articleRefs.find((article) => article.path === path)!;

describe("news article pages", () => {
  it("relates three articles of the same listing, nearest in time first", () => {
    const article = find("/news/pressrelease/20220412");
    const related = relatedArticles(article);
    expect(related.map((other) => other.path)).toEqual([
      "/news/pressrelease/20220412_2",
      "/news/pressrelease/20220524",
      "/news/pressrelease/20220221",
    ]);
  });

  it("tops a short listing up from the same section", () => {
    const article = find("/news/update/20260519");
    const related = relatedArticles(article);
    expect(related).toHaveLength(3);
    expect(related.slice(0, 2).every((other) => homeListingOf(other) === homeListingOf(article))).toBe(true);
    expect(related.every((other) => other.section === "update")).toBe(true);
  });

  it("carries the date, the category link, the trail and NewsArticle data", () => {
    const payload = newsArticlePayload("update", "20260519");
    expect(payload?.data).toMatchObject({
      publishedAt: "2026-05-19",
      category: { label: "現場蔵 御用達DX", href: "/news/update/goyodx" },
      path: "/news/update/20260519",
    });
    expect(payload?.meta?.breadcrumbs?.map((crumb) => crumb.label)).toEqual([
      "ニュース",
      "アップデート",
      "現場蔵 御用達DX",
      payload?.data.title,
    ]);
    expect(payload?.meta?.jsonLd?.[0]).toMatchObject({
      "@type": "NewsArticle",
      headline: payload?.data.title,
      datePublished: "2026-05-19",
      articleSection: "現場蔵 御用達DX",
    });
  });

  it("answers null for an id of another section or none at all", () => {
    expect(newsArticlePayload("pressrelease", "20250725")).toBeNull();
    expect(newsArticlePayload("notice", "20250726")).toBeNull();
  });
});
