import { expect, test } from "@playwright/test";
import { structuredDataProblems } from "./support/structuredData";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

test("every URL of the sitemaps answers 200 with a canonical equal to itself, indexable, with valid JSON-LD", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const sitemapUrls = locs(await index.text());
  expect(sitemapUrls.length).toBeGreaterThan(3);
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const sitemapUrl of sitemapUrls) {
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.status()).toBe(200);
    for (const pageUrl of locs(await sitemap.text())) {
      const path = new URL(pageUrl).pathname;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${path}: status ${response.status()}`);
        continue;
      }
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      if (canonical !== pageUrl) problems.push(`${path}: canonical ${canonical}`);
      if (html.includes('<meta name="robots" content="noindex">'))
        problems.push(`${path}: listed but noindex`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const earlier = titles.get(title);
      if (earlier) problems.push(`${path}: same title as ${earlier}`);
      titles.set(title, path);
      for (const match of html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)) {
        for (const problem of structuredDataProblems(JSON.parse(match[1]!)))
          problems.push(`${path}: ${problem}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(titles.size).toBeGreaterThan(10);
});

test("the home page carries Organization and WebSite data, OGP tags and a share image", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const types = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!)["@type"],
  );
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? "";
  expect(image).toMatch(/\/og\/shell\.png$/);
  const png = await request.get(new URL(image).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test("robots.txt keeps crawlers out of test pages and the API and points at the sitemap", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /test_prod/");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("error and test pages are not indexed", async ({ request }) => {
  for (const path of ["/error", "/test_prod/error50x", "/no/such/page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
  }
});
