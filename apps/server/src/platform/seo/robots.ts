/** robots.txt: everything public is crawlable except test pages, the API, thanks pages and search results. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /test_prod/",
    "Disallow: /api/",
    "Disallow: /*/thanks$",
    "Disallow: /thanks$",
    "Disallow: /*/_payload.json$",
    "Disallow: /search",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
