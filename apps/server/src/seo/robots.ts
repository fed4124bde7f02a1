/** robots.txt: everything public is crawlable except test pages, the API and thanks pages. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /test_prod/",
    "Disallow: /api/",
    "Disallow: /*/thanks$",
    "Disallow: /thanks$",
    "Disallow: /*/_payload.json$",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
