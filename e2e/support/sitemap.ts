import type { APIRequestContext } from "@playwright/test";

/**
 * The paths of the site's sitemaps, as a crawler finds them. Specs take a dynamic route's pages from here
 * rather than from its `prerender`: a prerender imports content lazily, some content compiles Markdown
 * collections, and one module loaded both as CommonJS and as ESM in one test worker fails.
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const index = await (await request.get("/sitemap.xml")).text();
  const files = await Promise.all(locs(index).map(async (file) => (await request.get(file)).text()));
  return files.flatMap(locs);
}
