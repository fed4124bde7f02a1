import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isCompressible } from "../http/contentTypes";

/** Writes a file in one step (temporary file, then rename): a reader sees the old file or the new one. */
export function writeFileAtomic(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Writes a served file, then its precompressed copies (`.br`, `.gz`). The origin serves a copy only when
 * it is not older than the file, so between the two steps visitors get the new plain file, never an
 * old copy. `best` is for files cached for a year (published versions).
 */
export function writeServedFile(file: string, content: string | Buffer, best = false): void {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  writeFileAtomic(file, bytes);
  if (isCompressible(file) && bytes.length >= 1024) {
    writeFileAtomic(`${file}.gz`, gzipSync(bytes, { level: best ? 9 : 6 }));
    writeFileAtomic(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
    );
  }
}
