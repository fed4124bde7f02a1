import { companyProfile, pressContact } from "@genbagura/ui/companyProfile";
import { describe, expect, it } from "vitest";
import { newsArticle, newsArticleMeta, relatedArticles } from "./articlePayload";
import { type ArticleRef, articleRefs, idsOfSection } from "./catalogue";
import { homeListingOf } from "./listings";
import { pressBoilerplate } from "./pressBoilerplate";

// Invariants over every article, so they hold whatever articles the collection has.

const distance = (a: ArticleRef, b: ArticleRef) => Math.abs(Date.parse(a.date) - Date.parse(b.date));

describe("news article pages", () => {
  it.each(articleRefs.map((article) => [article.path, article] as const))(
    "%s relates up to three articles of its section that exist, its own listing's first, nearest in time",
    (_path, article) => {
      const related = relatedArticles(article);
      const sameSection = articleRefs.filter(
        (other) => other.section === article.section && other !== article,
      );
      expect(related).toHaveLength(Math.min(3, sameSection.length));
      expect(new Set(related).size).toBe(related.length);
      for (const other of related) expect(sameSection).toContain(other);
      const home = homeListingOf(article);
      const inListing = related.filter((other) => homeListingOf(other) === home);
      expect(related.slice(0, inListing.length)).toEqual(inListing);
      const left = sameSection.filter((other) => homeListingOf(other) === home && !related.includes(other));
      for (const chosen of inListing) {
        for (const other of left)
          expect(distance(chosen, article)).toBeLessThanOrEqual(distance(other, article));
      }
    },
  );

  it("carries the date, the category link, the trail and NewsArticle data of every article", () => {
    for (const article of articleRefs) {
      const data = newsArticle(article.section, article.id);
      const meta = data ? newsArticleMeta(data) : undefined;
      const home = homeListingOf(article);
      expect(data, article.path).toMatchObject({
        publishedAt: article.date,
        category: { label: home.label, href: home.path },
        path: article.path,
      });
      expect(meta?.breadcrumbs?.map((crumb) => crumb.label)).toEqual([
        "ニュース",
        ...(article.product ? ["アップデート"] : []),
        home.label,
        data?.title,
      ]);
      expect(meta?.jsonLd?.[0]).toMatchObject({
        "@type": "NewsArticle",
        headline: data?.title,
        datePublished: article.date,
        articleSection: home.label,
      });
    }
  });

  it("answers null for an id of another section or none at all", () => {
    const noticeOnly = idsOfSection("notice").find((id) => !idsOfSection("pressrelease").includes(id));
    expect(newsArticle("pressrelease", noticeOnly ?? "")).toBeNull();
    expect(newsArticle("notice", "20991231")).toBeNull();
  });
});

describe("press releases", () => {
  it("each ends with the company profile and the press contact; no other article carries them", () => {
    const boilerplateText = JSON.stringify(pressBoilerplate);
    for (const article of articleRefs) {
      const blocks = newsArticle(article.section, article.id)?.blocks ?? [];
      if (article.section === "pressrelease") {
        expect(blocks.slice(-pressBoilerplate.length), article.path).toEqual(pressBoilerplate);
      } else {
        expect(JSON.stringify(blocks), article.path).not.toContain(boilerplateText.slice(1, -1));
      }
    }
    expect(boilerplateText).toContain(companyProfile.fullAddress);
    expect(boilerplateText).toContain(pressContact.email);
  });
});
