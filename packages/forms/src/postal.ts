// The format of the static postal-code files served at /postal/<first 3 digits>.json.
// The server writes them at build time; the form kit reads them to fill 都道府県 and 市区町村.

export interface PostalEntry {
  pref: string;
  city: string;
  /** Town (町域); empty when the code covers a whole city or several towns. */
  town: string;
}

/** Keys are 7-digit codes, plus 5-digit keys for buildings whose floors share one address. */
export type PostalChunk = Record<string, PostalEntry>;

export const POSTAL_CHUNK_BASE_PATH = "/postal";

/** `100-0001`, `１００ー０００１` and `1000001` all become `1000001`; anything else is undefined. */
export function normalizePostalCode(input: string): string | undefined {
  const digits = input.normalize("NFKC").replace(/[\s\-‐‑‒–—―−ー〒]/gu, "");
  return /^\d{7}$/u.test(digits) ? digits : undefined;
}

export function postalChunkName(code: string): string {
  return code.slice(0, 3);
}

export function postalChunkPath(code: string): string {
  return `${POSTAL_CHUNK_BASE_PATH}/${postalChunkName(code)}.json`;
}

export function findPostalEntry(chunk: PostalChunk, code: string): PostalEntry | undefined {
  return chunk[code] ?? chunk[code.slice(0, 5)];
}
