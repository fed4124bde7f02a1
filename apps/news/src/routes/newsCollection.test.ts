import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import { afterEach, expect, it, vi } from "vitest";
import { articleIndexOf, articleTextsOf, loadArticleFiles } from "../../content/news/articleFiles";
import { copyOfNewsContent } from "../../content/news/contentCopy.testing";

// Publishing is adding one file: the routes, listings, article pages and prerendered paths (from which
// the sitemap is written) all come from the collection. Here the collection is read from a copy of the
// content with one new press release, exactly as the build's collection loader would read it.

const context: LoadContext = testLoadContext();
let copy: ReturnType<typeof copyOfNewsContent> | undefined;

afterEach(() => {
  copy?.remove();
  vi.doUnmock("../../content/news/articleIndex.collection");
  vi.doUnmock("../../content/news/articleTexts.collection");
  vi.resetModules();
});

/** The news routes and payloads as built from the articles of `folder`. */
async function newsBuiltFrom(folder: string) {
  const files = loadArticleFiles({ folder });
  vi.resetModules();
  vi.doMock("../../content/news/articleIndex.collection", () => ({ articleIndex: articleIndexOf(files) }));
  vi.doMock("../../content/news/articleTexts.collection", () => ({ articleTexts: articleTextsOf(files) }));
  const { newsRoutes } = await import("./news");
  const { newsListingPage } = await import("../../content/news/listingPayload");
  return { newsRoutes, newsListingPage };
}

it("publishes a press release from one new file: on /news, /news/pressrelease, its own page and the sitemap", async () => {
  copy = copyOfNewsContent();
  // As an author would: copy a press release to a new date and edit it.
  const folder = path.join(copy.folder, "pressrelease");
  const template = readdirSync(folder).sort().at(-1) ?? "";
  const title = "現場蔵の新しいサービスについてのお知らせ(試験用の記事)";
  writeFileSync(
    path.join(folder, "20991231.md"),
    readFileSync(path.join(folder, template), "utf8")
      .replace(/^title: .*$/m, `title: ${title}`)
      .replace(/^date: .*$/m, "date: 2099-12-31"),
  );

  const { newsRoutes, newsListingPage } = await newsBuiltFrom(copy.folder);
  const articlePage = registrationAt(newsRoutes, "/news/pressrelease/:date");
  expect(await articlePage.prerender?.()).toContainEqual({ date: "20991231" });
  expect(await articlePage.validate?.({ date: "20991231" })).toBe(true);
  const article = await articlePage.load?.({ date: "20991231" }, context);
  expect(article?.meta).toMatchObject({ title, lastModified: "2099-12-31" });

  for (const listing of ["/news", "/news/pressrelease"] as const) {
    expect(newsListingPage(listing, 1)?.listing.items[0], listing).toMatchObject({
      href: "/news/pressrelease/20991231",
      title,
    });
  }
});

it("without the new file, the same build has no such page", async () => {
  copy = copyOfNewsContent();
  const { newsRoutes } = await newsBuiltFrom(copy.folder);
  const articlePage = registrationAt(newsRoutes, "/news/pressrelease/:date");
  expect(await articlePage.prerender?.()).not.toContainEqual({ date: "20991231" });
  expect(await articlePage.validate?.({ date: "20991231" })).toEqual({ statusCode: 404 });
});
