import { describe, expect, it } from "vitest";
import { descriptionLength } from "./blockText";
import { articleRefs } from "./catalogue";
import { newsListingMeta, newsListingPage } from "./listingPayload";
import {
  articlesPerPage,
  homeListingOf,
  isListingPageNumber,
  listingPageHref,
  listsArticle,
  newsListings,
  pageCountOf,
} from "./listings";
import { newsListingTexts } from "./listingTexts";

function allPages(path: (typeof newsListings)[number]["path"]) {
  const pages = [];
  for (let page = 1; ; page += 1) {
    const payload = newsListingPage(path, page);
    if (!payload) return pages;
    pages.push(payload);
  }
}

describe("news listings", () => {
  it.each(newsListings.map((listing) => listing.path))(
    "%s lists each of its articles exactly once",
    (path) => {
      const listing = newsListings.find((candidate) => candidate.path === path)!;
      const pages = allPages(path);
      expect(pages).toHaveLength(pageCountOf(listing, articleRefs));
      for (const page of pages) expect(page.listing.items.length).toBeLessThanOrEqual(articlesPerPage);
      const listed = pages.flatMap((page) => page.listing.items.map((item) => item.href));
      const expected = articleRefs
        .filter((article) => listsArticle(listing, article))
        .map((article) => article.path);
      expect(listed).toEqual(expected);
      expect(listed.length).toBeGreaterThan(0);
    },
  );

  it("paginates all news into pages of 20, newest first, with an address for every page", () => {
    const pages = allPages("/news");
    expect(pages.length).toBe(Math.ceil(articleRefs.length / articlesPerPage));
    expect(pages[0]?.listing.pagination?.pageHrefs).toEqual(
      Array.from({ length: pages.length }, (_, index) => listingPageHref("/news", index + 1)),
    );
    expect(pages[0]?.listing.pagination?.pageHrefs[1]).toBe("/news/page/2");
    const dates = pages.flatMap((page) => page.listing.items.map((item) => item.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newsListingMeta("/news", 2)?.title).toBe("ニュース(2ページ目)");
  });

  it("answers null for a page past the last", () => {
    const listing = newsListings[0];
    expect(newsListingPage(listing.path, pageCountOf(listing, articleRefs) + 1)).toBeNull();
    expect(newsListingPage(listing.path, 0)).toBeNull();
  });

  it("accepts only page numbers 2 to the last in a path", () => {
    expect(isListingPageNumber("2", 7)).toBe(true);
    expect(isListingPageNumber("7", 7)).toBe(true);
    expect(isListingPageNumber("1", 7)).toBe(false);
    expect(isListingPageNumber("8", 7)).toBe(false);
    expect(isListingPageNumber("02", 7)).toBe(false);
    expect(isListingPageNumber("two", 7)).toBe(false);
  });

  it("links every article's category to a listing that lists it", () => {
    for (const article of articleRefs) expect(listsArticle(homeListingOf(article), article)).toBe(true);
  });

  it("gives every listing a unique title and an 80–120 character description, later pages included", () => {
    const titles = newsListings.map((listing) => newsListingTexts[listing.path].title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const listing of newsListings) {
      const { description } = newsListingTexts[listing.path];
      const longest = `${description}(${pageCountOf(listing, articleRefs)}ページ目)`;
      expect(description.length, listing.path).toBeGreaterThanOrEqual(descriptionLength.min);
      expect(longest.length, listing.path).toBeLessThanOrEqual(descriptionLength.max);
    }
  });

  it("marks the current tab and links the case studies from /news", () => {
    const payload = newsListingPage("/news/update/goyodx", 1);
    expect(payload?.listing.categories.filter((tab) => tab.current).map((tab) => tab.href)).toEqual([
      "/news/update/goyodx",
    ]);
    expect(newsListingPage("/news", 1)?.related?.links.map((link) => link.href)).toContain("/case");
  });
});
