import { findPostalEntry, type PostalChunk, type PostalEntry, postalChunkPath } from "@genbagura/forms";
import { type HttpClient, HttpError } from "@genbagura/http-client";

// Postal code -> address, from the static per-prefix files the build writes (/postal/100.json), with the
// API as a fallback. Nothing here leaves the site's own origin.

export type PostalLookupResult =
  | { status: "found"; entry: PostalEntry }
  /** The code is well formed but no address has it. */
  | { status: "unknown" }
  /** Neither the file nor the API answered: the visitor types the address. */
  | { status: "unavailable" };

export const POSTAL_API_PATH = "/api/postal";

const LOOKUP_TIMEOUT_MS = 4_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPostalEntry(value: unknown): value is PostalEntry {
  return (
    isRecord(value) &&
    typeof value.pref === "string" &&
    typeof value.city === "string" &&
    typeof value.town === "string"
  );
}

function isPostalChunk(value: unknown): value is PostalChunk {
  return isRecord(value) && Object.values(value).every(isPostalEntry);
}

export type PostalLookup = (code: string) => Promise<PostalLookupResult>;

/** `code` is 7 digits (see `normalizePostalCode`). Chunks are fetched once per prefix and kept. */
export function createPostalLookup(client: HttpClient): PostalLookup {
  const chunks = new Map<string, Promise<PostalChunk | undefined>>();

  const chunkFor = (code: string): Promise<PostalChunk | undefined> => {
    const path = postalChunkPath(code);
    let pending = chunks.get(path);
    if (!pending) {
      pending = client
        .get(path, { timeoutMs: LOOKUP_TIMEOUT_MS })
        .then((response) => (isPostalChunk(response.data) ? response.data : undefined))
        .catch(() => {
          // Not kept, so a brief network failure does not disable the lookup for the whole visit.
          chunks.delete(path);
          return undefined;
        });
      chunks.set(path, pending);
    }
    return pending;
  };

  const fromApi = async (code: string): Promise<PostalLookupResult> => {
    try {
      const response = await client.get(`${POSTAL_API_PATH}/${code}`, { timeoutMs: LOOKUP_TIMEOUT_MS });
      return isPostalEntry(response.data)
        ? { status: "found", entry: response.data }
        : { status: "unavailable" };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
        return { status: "unknown" };
      }
      return { status: "unavailable" };
    }
  };

  return async (code) => {
    const chunk = await chunkFor(code);
    if (!chunk) return fromApi(code);
    const entry = findPostalEntry(chunk, code);
    return entry ? { status: "found", entry } : { status: "unknown" };
  };
}
