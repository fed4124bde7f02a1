/** Cache-Control for a URL the origin serves as a file (ARCHITECTURE.md sections 3 and 5). */
export function cacheControlFor(urlPath: string): string {
  if (urlPath === "/builds/latest.json") return "public, max-age=1";
  if (urlPath.startsWith("/builds/meta/")) return "public, max-age=31536000, immutable";
  if (
    urlPath === "/remotes.json" ||
    urlPath.endsWith("/mf-manifest.json") ||
    urlPath.endsWith("/mf-stats.json")
  ) {
    return "no-cache";
  }
  if (urlPath.endsWith(".html") || urlPath.endsWith("/_payload.json")) return "no-cache";
  // Hashed build output never changes under its name.
  if (/^\/(assets|remotes\/[a-z-]+)\/.+\.[0-9a-f]{8}\.(js|css)$/.test(urlPath)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=3600";
}
