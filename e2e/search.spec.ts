import { copyFileSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { startExtraServer } from "./support/extraServer";
import searchQueries from "./support/searchQueries.json" with { type: "json" };

// The site search (ARCHITECTURE.md section 13), at the HTTP level: what a visitor without JavaScript gets.

const searchUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
/** The result links of a results page, in rank order. */
const resultHrefs = (html: string) => {
  const list = /<ol class="g-search-results__list">([\s\S]*?)<\/ol>/.exec(mainOf(html))?.[1] ?? "";
  return [...list.matchAll(/<a class="g-search-results__link" href="([^"]+)"/g)].map((match) => match[1]!);
};

async function search(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return { response, html: await response.text() };
}

test("each question finds one of its pages among the first three results", async ({ request }) => {
  const misses: string[] = [];
  for (const { query, expected } of searchQueries.queries) {
    const { response, html } = await search(request, searchUrl(query));
    expect(response.status(), query).toBe(200);
    const top = resultHrefs(html).slice(0, 3);
    if (!top.some((href) => expected.includes(href))) misses.push(`${query}: ${top.join(", ")}`);
  }
  expect(misses).toEqual([]);
});

test("a results page is private, noindex, and lists title, family and a marked excerpt per hit", async ({
  request,
}) => {
  const { response, html } = await search(request, searchUrl("ﾀﾌﾞﾚｯﾄ"));
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(html).toContain('<meta name="robots" content="noindex">');
  const main = mainOf(html);
  const items = [...main.matchAll(/<li class="g-search-results__item">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item).toMatch(/<a class="g-search-results__link" href="\/[^"]*"[^>]*>[^<]+<\/a>/);
    expect(item).toMatch(/<p class="g-search-results__family">[^<]+<\/p>/);
  }
  // The half-width query matched the full-width word, and the page says which words matched.
  expect(main).toContain("<mark>タブレット</mark>");
  // No script of its own: the page links only the scripts every page links.
  const home = await (await request.get("/")).text();
  const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts(html)).toEqual(scripts(home));
});

test("an empty query and a query without hits get a helpful answer, never an error", async ({ request }) => {
  for (const url of ["/search", "/search?q=", searchUrl("ぬぬぬぬぬぬ")]) {
    const { response, html } = await search(request, url);
    expect(response.status(), url).toBe(200);
    const main = mainOf(html);
    expect(resultHrefs(html), url).toEqual([]);
    for (const href of ["/faq", "/contact"]) expect(main, url).toContain(`href="${href}"`);
  }
  const noHits = mainOf((await search(request, searchUrl("ぬぬぬぬぬぬ"))).html);
  expect(noHits).toContain("見つかりませんでした");
});

test("a 2,000-character query and odd Unicode are cut with a notice and never reflected as markup", async ({
  request,
}) => {
  const script = "<script>alert(1)</script>";
  const long = `${script}${"タブレット a".repeat(330)}`;
  expect(Array.from(long).length).toBeGreaterThanOrEqual(2000);
  const oddOnes = [
    searchUrl(long),
    // A lone surrogate (as UTF-8 bytes and as a JavaScript escape would send it), direction marks, markup.
    `/search?q=%ED%A0%80%E2%80%8F%E2%80%AE${encodeURIComponent(script)}%F0%9F%98%80`,
    `/search?q=%uD800${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  ];
  for (const url of oddOnes) {
    const { response, html } = await search(request, url);
    expect(response.status(), url).toBe(200);
    expect(html, url).not.toContain(script);
    expect(html, url).not.toContain("<img src=x");
    expect(html, url).not.toContain("\u202e");
  }
  // All Japanese, 2,000 characters are about 18 KB percent-encoded: past Node's default 16 KB request head.
  const japanese = searchUrl("雨の日に使えるタブレット".repeat(170));
  expect(japanese.length).toBeGreaterThan(16 * 1024);
  const { response: japaneseResponse, html: japaneseHtml } = await search(request, japanese);
  expect(japaneseResponse.status()).toBe(200);
  expect(mainOf(japaneseHtml)).toContain("先頭の100文字で検索しました");
  const cut = mainOf((await search(request, oddOnes[0]!)).html);
  expect(cut).toContain("先頭の100文字で検索しました");
  expect(cut).toContain("&lt;script&gt;");
});

test("robots.txt keeps crawlers out of /search, and no sitemap lists it", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/search$/m);
  const index = await (await request.get("/sitemap.xml")).text();
  for (const [, url] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await request.get(new URL(url!).pathname)).text();
    expect(sitemap).not.toMatch(/<loc>[^<]*\/search(\?[^<]*)?<\/loc>/);
  }
});

test("without an index for the visitor's versions only /search answers 503", async () => {
  // The same site without its search indexes: the other folders are links to the real ones.
  const siteDir = path.resolve(`.e2e/search-without-index-${e2ePortOffset(8)}`);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  const real = path.resolve(e2eSiteDir);
  for (const name of ["store", "pages", "public", "snapshots"]) {
    symlinkSync(path.join(real, name), path.join(siteDir, name));
  }
  copyFileSync(path.join(real, "registry.json"), path.join(siteDir, "registry.json"));
  const server = await startExtraServer(e2ePortOffset(8), { SITE_DIR: siteDir });
  try {
    const response = await fetch(`${server.origin}${searchUrl("タブレット")}`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("もう一度読み込む");
    for (const page of ["/", "/cloud/plan", "/faq"]) {
      expect((await fetch(server.origin + page)).status, page).toBe(200);
    }
  } finally {
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  }
});
