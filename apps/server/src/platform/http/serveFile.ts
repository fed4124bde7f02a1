import { createReadStream, existsSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { cacheControlFor } from "./cachePolicy";
import { fileEtag, isNotModified, notModified } from "./conditional";
import { contentTypeFor, isCompressible } from "./contentTypes";

/** A precompressed copy counts only when it is not older than the file: a stale copy is never served. */
function freshCopy(copy: string, plainMtime: number): boolean {
  return existsSync(copy) && statSync(copy).mtimeMs >= plainMtime;
}

/** The precompressed sibling (`.br`, `.gz`) the client accepts, if one was written with the file. */
function encodedVariant(file: string, acceptEncoding: string): { file: string; encoding?: string } {
  if (!isCompressible(file)) return { file };
  const plainMtime = statSync(file).mtimeMs;
  if (/\bbr\b/.test(acceptEncoding) && freshCopy(`${file}.br`, plainMtime))
    return { file: `${file}.br`, encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding) && freshCopy(`${file}.gz`, plainMtime))
    return { file: `${file}.gz`, encoding: "gzip" };
  return { file };
}

/**
 * Streams a file with its type, cache policy, validators (ETag, Last-Modified: a revalidation answers
 * 304 without the body) and the best precompressed encoding.
 */
export function serveFile(request: Request, file: string, urlPath: string, status = 200): Response {
  const variant = encodedVariant(file, request.headers.get("accept-encoding") ?? "");
  const plain = statSync(file);
  const headers = new Headers({
    "content-type": contentTypeFor(file),
    "cache-control": cacheControlFor(urlPath),
    "content-length": String(statSync(variant.file).size),
    etag: fileEtag(plain.size, plain.mtimeMs),
    "last-modified": plain.mtime.toUTCString(),
  });
  if (isCompressible(file)) headers.set("vary", "Accept-Encoding");
  if (status === 200 && isNotModified(request, headers.get("etag")!)) return notModified(headers);
  if (variant.encoding) headers.set("content-encoding", variant.encoding);
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(variant.file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
