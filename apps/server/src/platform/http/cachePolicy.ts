/** Cache-Control for a URL the origin serves as a file (ARCHITECTURE.md sections 3, 5 and 10). */
export function cacheControlFor(urlPath: string): string {
  // A published version's files never change under their URL, manifests included.
  if (/^\/assets\/[a-z-]+\/[0-9a-f]{10}\//.test(urlPath)) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html") || urlPath.endsWith("/_payload.json")) return "no-cache";
  return "public, max-age=3600";
}
