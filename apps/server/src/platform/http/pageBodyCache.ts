import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { etagOf } from "./conditional";

/** A page body as sent: its validator and its compressed forms, made once and reused. */
export interface PageBody {
  etag: string;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

/**
 * Prerendered pages with the snapshot of one registry generation are the same bytes for every visitor
 * of that snapshot: they are compressed and hashed once, not per request. Least recently used entries
 * go first; compressed bodies only, so 1,000 pages stay within a few tens of megabytes.
 */
export function createPageBodyCache(limit = 1000) {
  const entries = new Map<string, PageBody>();
  return {
    body(key: string, make: () => string): PageBody {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const text = make();
      const entry: PageBody = {
        etag: etagOf(text),
        gzip: Uint8Array.from(gzipSync(text, { level: 6 })),
        br: Uint8Array.from(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
      };
      entries.set(key, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return entry;
    },
  };
}

/** The encoding to send a cached body in, from Accept-Encoding. */
export function preferredEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (/\bbr\b/.test(acceptEncoding ?? "")) return "br";
  if (/\bgzip\b/.test(acceptEncoding ?? "")) return "gzip";
  return null;
}

/**
 * Compresses a one-off body at the fastest level (a 404 of a made-up URL): most of the saving of a
 * slow level at a fraction of its CPU. Sets Content-Encoding and Vary on `headers`.
 */
export function fastCompress(
  body: string,
  acceptEncoding: string | null,
  headers: Headers,
): string | Uint8Array<ArrayBuffer> {
  headers.set("vary", "Accept-Encoding");
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return body;
  headers.set("content-encoding", encoding);
  return Uint8Array.from(
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : gzipSync(body, { level: 1 }),
  );
}
