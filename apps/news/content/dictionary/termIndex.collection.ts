import { headwordOf, loadTermFiles } from "./termFiles";
import type { DictionaryHeadword } from "./termIndex";

/**
 * Every headword (slug, term, reading) without its text: what the routes validate and prerender from,
 * so the browser never downloads a definition. Compiled at build time from `terms/*.md` (packages/collections).
 */
export const dictionaryHeadwords: readonly DictionaryHeadword[] = loadTermFiles().map(headwordOf);
