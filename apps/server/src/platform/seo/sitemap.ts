export interface SitemapEntry {
  path: string;
  owner: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<urlset>` for a family's pages. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => {
      const lastmod = entry.lastModified
        ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>`
        : "";
      return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index: one file per family, each with the newest `lastmod` of its pages. */
export function sitemapFiles(origin: string, entries: readonly SitemapEntry[]): Map<string, string> {
  const byOwner = new Map<string, SitemapEntry[]>();
  for (const entry of entries) byOwner.set(entry.owner, [...(byOwner.get(entry.owner) ?? []), entry]);
  const files = new Map<string, string>();
  const index: string[] = [];
  for (const [owner, ownerEntries] of [...byOwner].sort(([a], [b]) => a.localeCompare(b))) {
    const file = `sitemaps/${owner}.xml`;
    files.set(file, urlSetXml(origin, ownerEntries));
    const newest = ownerEntries
      .map((entry) => entry.lastModified ?? "")
      .sort()
      .at(-1);
    const lastmod = newest ? `<lastmod>${newest.slice(0, 10)}</lastmod>` : "";
    index.push(`<sitemap><loc>${escapeXml(new URL(`/${file}`, origin).href)}</loc>${lastmod}</sitemap>`);
  }
  files.set(
    "sitemap.xml",
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join("\n")}\n</sitemapindex>\n`,
  );
  return files;
}
