import { createHash } from "node:crypto";

/** A strong validator of a body the origin builds per request (a page with its snapshot). */
export function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** A validator of a file from its size and modification time (published files change by replacement). */
export function fileEtag(size: number, mtimeMs: number): string {
  return `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`;
}

/** Whether the client's cached copy (If-None-Match) is the current one, so a 304 can answer. */
export function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** 304 with the validator and caching headers of the full answer, and no body. */
export function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of ["etag", "cache-control", "vary", "last-modified"]) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}
