import { allowedRedirectHosts } from "@genbagura/routing";

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a `Location` keeps the visitor on this site (or sends them to one of the redirect table's
 * allowlisted hosts). A browser reads `//host`, `/\host` and `\\host` as another site, and ignores tabs
 * and newlines inside a URL, so a path counts only when its second character is neither slash nor
 * backslash and it holds no control character.
 */
export function isSiteRedirectTarget(location: string): boolean {
  if (location.length === 0 || hasControlCharacter(location)) return false;
  if (location.startsWith("/")) return location[1] !== "/" && location[1] !== "\\";
  try {
    const url = new URL(location);
    return url.protocol === "https:" && allowedRedirectHosts.includes(url.hostname);
  } catch {
    return false;
  }
}
