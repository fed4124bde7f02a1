/**
 * Which app owns which paths (ARCHITECTURE.md section 2, "Route ownership").
 * Pattern syntax: `/cloud*` is a string prefix, `/corporate/*` a path-segment prefix, anything else exact.
 */
export const appNames = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"] as const;
export type AppName = (typeof appNames)[number];
export type RemoteName = Exclude<AppName, "shell">;

export const ownershipTable: Readonly<Record<AppName, readonly string[]>> = {
  shell: [
    "/",
    "/about*",
    "/announcements*",
    "/book",
    "/corporate/*",
    "/partner",
    "/privacy",
    "/security",
    "/law*",
    "/sitemap",
    "/showroom*",
    "/taisei",
    "/error*",
    "/test_prod/*",
    "/search",
    "/choose",
  ],
  cloud: ["/cloud*", "/adlp/cloud_app*", "/pix", "/zumencapture"],
  "pad-hardware": [
    "/pad*",
    "/pocket*",
    "/powerkit*",
    "/cam",
    "/cliplight",
    "/care*",
    "/easy_pack/*",
    "/item*",
    "/price*",
    "/premium_price",
    "/products/pickup*",
    "/perfectset",
    "/adlp/pad",
    "/adlp/tough_tablet",
    "/adlp/products/pad*",
    "/adlp/products/pocket*",
    "/dm_cp/*",
    "/lp_dm/*",
  ],
  goyo: [
    "/goyo*",
    "/kokuban*",
    "/kokuban_situation",
    "/dekigata*",
    "/netis*",
    "/jacic/*",
    "/jcomsia/*",
    "/ordermade/*",
    "/changeguide/*",
    "/adlp/goyodx",
    "/adlp/kokuban*",
    "/adlp/sho_kokuban",
    "/adlp/products/goyo*",
    "/license-deregister*",
    "/login",
    "/networkError",
    "/timeoutError",
    "/thanks",
    "/software/*",
  ],
  support: [
    "/faq*",
    "/support*",
    "/survey*",
    "/contact*",
    "/contact_all",
    "/document*",
    "/download*",
    "/download_document",
    "/request*",
    "/terms/*",
    "/genbagurasupport_wiki",
  ],
  news: [
    "/news*",
    "/seminar*",
    "/case*",
    "/campaign/*",
    "/norikae",
    "/shitadori",
    "/shoukai",
    "/specialization*",
    "/special/*",
    "/hojokin/*",
    "/kensetsunews/*",
    "/dx_exhibition2021*",
    "/dx2022",
    "/drone",
    "/adlp/2024",
    "/adlp/case/023",
    "/adlp/itsystem",
    "/adlp/photo",
    "/adlp/denkou20220215*",
    "/genbagurasales_wiki",
  ],
};

/** True when `path` falls under an ownership pattern. */
export function matchesOwnershipPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1));
  if (pattern.endsWith("*")) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

/** How specific a pattern is: exact patterns beat prefixes, longer prefixes beat shorter ones. */
function specificity(pattern: string): number {
  return pattern.endsWith("*") ? pattern.length : 10_000 + pattern.length;
}

/** A concrete example of a route pattern, so `/news/:date` is owned like any `/news/…` page. */
function samplePath(pattern: string): string {
  return pattern.replace(/:\w+\??/g, "sample").replace(/\*$/, "sample");
}

/**
 * The app owning a page path or a registration's path pattern under a table of patterns, or undefined
 * when no pattern claims it. The one owner rule: the browser, the server render, the prerender and the
 * route contract all ask it (through `ownerInRegistry` where a registry names the remotes' prefixes).
 */
export function ownerOf<Name extends string>(
  path: string,
  table: Readonly<Record<Name, readonly string[]>>,
): Name | undefined {
  const sampled = samplePath(path);
  const normalised = sampled.length > 1 && sampled.endsWith("/") ? sampled.slice(0, -1) : sampled;
  let best: { name: Name; score: number } | undefined;
  for (const name of Object.keys(table) as Name[]) {
    for (const pattern of table[name]) {
      if (!matchesOwnershipPattern(pattern, normalised)) continue;
      const score = specificity(pattern);
      if (!best || score > best.score) best = { name, score };
    }
  }
  return best?.name;
}
