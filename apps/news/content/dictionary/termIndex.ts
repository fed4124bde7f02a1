import { dictionaryHeadwords } from "./termIndex.collection";

/** One headword of the construction-photo dictionary: `/special/dictionary/{slug}`. */
export interface DictionaryHeadword {
  slug: string;
  term: string;
  /** Hiragana, for the 五十音 index. */
  reading: string;
}

/** Every headword, from the entries' files (`terms/<slug>.md`), kept apart from their text. */
export const dictionaryIndex: readonly DictionaryHeadword[] = dictionaryHeadwords;

export function findHeadword(slug: string | undefined): DictionaryHeadword | undefined {
  return dictionaryIndex.find((headword) => headword.slug === slug);
}

export const isTermSlug = (slug: string | undefined): boolean => findHeadword(slug) !== undefined;
