import { mergeSlashes, trimTrailingSlashes } from "@genbagura/routing";

const probeOrigin = "https://same-site.invalid";

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * Where to send a visitor after signing in: `next` when it is a path on this site, otherwise `fallback`.
 * Absolute and protocol-relative URLs, backslashes and control characters are refused and repeated slashes
 * merged (no open redirect); API paths and the sign-in page itself are refused too (no loop).
 */
export function safeNextPath(next: unknown, fallback: string, signInPath: string): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 2048) return fallback;
  if (!next.startsWith("/") || next.startsWith("//")) return fallback;
  if (next.includes("\\") || hasControlCharacter(next)) return fallback;
  const url = new URL(next, probeOrigin);
  if (url.origin !== probeOrigin) return fallback;
  // Dot segments are resolved first, so `/..//host` would come out as `//host`: slashes are merged after.
  const merged = mergeSlashes(url.pathname);
  const pathname = trimTrailingSlashes(merged);
  if (pathname === signInPath || pathname === "/api" || pathname.startsWith("/api/")) return fallback;
  return `${merged}${url.search}${url.hash}`;
}
