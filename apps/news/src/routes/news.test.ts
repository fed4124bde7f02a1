import { isRedirectSource, type LoadContext, type RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import { articleRefs } from "../../content/news/catalogue";
import { newsListings } from "../../content/news/listings";
import { newsRoutes } from "./news";

const context: LoadContext = testLoadContext();

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
}

async function concretePages(registrations: readonly RouteRegistration[]) {
  const pages = [];
  for (const registration of registrations) {
    for (const params of registration.prerender ? await registration.prerender() : [{}]) {
      const payload = await registration.load?.(params, context);
      pages.push({ path: fill(registration.path, params), registration, params, payload });
    }
  }
  return pages;
}

describe("news routes", () => {
  it("registers every listing and category of the issue", () => {
    const paths = newsRoutes.map((route) => route.path);
    for (const path of [
      "/news",
      "/news/page/:page",
      "/news/info",
      "/news/maintenance",
      "/news/media",
      "/news/campaign",
      "/news/terms",
      "/news/productlifecycle",
      "/news/kenshu",
      "/news/summer",
      "/news/winter",
      "/news/gw",
      "/news/update/cloud",
      "/news/update/cloud_app",
      "/news/update/dekigata",
      "/news/update/goyo",
      "/news/update/goyo2021",
      "/news/update/goyodx",
      "/news/update/media",
      "/news/:date",
      "/news/ios/:date",
      "/news/pressrelease/:date",
      "/news/update/:date",
      "/news/terms/:date",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => isRedirectSource(path))).toEqual([]);
  });

  it("prerenders and loads every page with a unique title and description", async () => {
    const pages = await concretePages(newsRoutes);
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(articleRefs.map((article) => article.path)));
    expect(paths).toEqual(expect.arrayContaining(newsListings.map((listing) => listing.path)));
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) {
      expect(page.payload, page.path).toBeTruthy();
      if (page.registration.validate)
        expect(await page.registration.validate(page.params), page.path).toBe(true);
      expect(isRedirectSource(page.path), page.path).toBe(false);
    }
    const titles = pages.map((page) => page.payload?.meta?.title ?? page.registration.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.map(
      (page) => page.payload?.meta?.description ?? page.registration.description,
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("answers 404 for malformed and unknown dates and page numbers", async () => {
    const byPath = (path: string) => newsRoutes.find((route) => route.path === path)!;
    for (const path of ["/news/:date", "/news/ios/:date", "/news/pressrelease/:date", "/news/update/:date"]) {
      for (const date of ["2025-07-25", "20250230", "abc", "20991231", "20250725_1"]) {
        expect(await byPath(path).validate?.({ date }), `${path} ${date}`).toEqual({ statusCode: 404 });
      }
    }
    for (const page of ["1", "0", "02", "99", "x"]) {
      expect(await byPath("/news/page/:page").validate?.({ page })).toEqual({ statusCode: 404 });
    }
  });

  it("gives every article NewsArticle data and breadcrumbs back to /news", async () => {
    const pages = await concretePages(newsRoutes.filter((route) => route.path.endsWith(":date")));
    for (const page of pages) {
      expect(page.payload?.meta?.jsonLd?.[0]?.["@type"], page.path).toBe("NewsArticle");
      expect(page.payload?.meta?.breadcrumbs?.[0], page.path).toEqual({ label: "ニュース", href: "/news" });
    }
  });
});
