// Rendered PDFs stored by their key (renderKey.ts), so a build or a deploy draws only the documents whose
// input changed. One file per entry: the SHA-256 of the PDF on the first line, then the PDF. An entry is
// written to a temporary file and renamed into place, so a build running beside another never reads half
// of one; an entry whose bytes do not match its hash (cut short, damaged) counts as missing.
import { createHash, randomUUID } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** A cache folder and what it saved in this process: PDFs drawn, and PDFs read back instead. */
export interface DocumentCache {
  readonly dir: string;
  drawn: number;
  reused: number;
}

export function documentCache(dir: string): DocumentCache {
  return { dir, drawn: 0, reused: 0 };
}

const hashLength = 64;
const entryFile = (cache: DocumentCache, key: string) => path.join(cache.dir, `${key}.pdf-entry`);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The PDF stored under a key, or undefined when there is none or it is not whole. */
export function readCachedPdf(cache: DocumentCache, key: string): Buffer | undefined {
  const file = entryFile(cache, key);
  let entry: Buffer;
  try {
    entry = readFileSync(file);
  } catch {
    return undefined;
  }
  const pdf = entry.subarray(hashLength + 1);
  if (entry.subarray(0, hashLength).toString("latin1") !== sha256(pdf)) return undefined;
  try {
    // Used now: pruning goes by last use.
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Pruned meanwhile by another build: the bytes read are whole all the same.
  }
  return pdf;
}

export function writeCachedPdf(cache: DocumentCache, key: string, pdf: Uint8Array): void {
  mkdirSync(cache.dir, { recursive: true });
  const temporary = path.join(cache.dir, `${key}.${process.pid}.${randomUUID()}.tmp`);
  writeFileSync(temporary, Buffer.concat([Buffer.from(`${sha256(pdf)}\n`, "latin1"), pdf]));
  renameSync(temporary, entryFile(cache, key));
}

/** Removes entries (and temporary files a killed build left) not used for `days`. */
export function pruneDocumentCache(cache: DocumentCache, days: number): void {
  let names: string[];
  try {
    names = readdirSync(cache.dir);
  } catch {
    return;
  }
  const before = Date.now() - days * 24 * 60 * 60 * 1000;
  for (const name of names) {
    const file = path.join(cache.dir, name);
    try {
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another build.
    }
  }
}
