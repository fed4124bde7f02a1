/**
 * How the site search reads Japanese (ARCHITECTURE.md section 13): text is folded so width and kana
 * variants meet (ＮＥＴＩＳ = NETIS, ﾀﾌﾞﾚｯﾄ = タブレット, たぶれっと = タブレット), then cut into terms by
 * `Intl.Segmenter("ja")` and into character bigrams. The segmenter finds words (解約 in 解約します); the
 * bigrams find what it cuts differently in a query and in a page: kana (it splits loanwords it does not
 * know, クラ|ウド, and reads hiragana as grammar) and compounds of three kanji or more.
 *
 * Measured on the questions of e2e/support/searchQueries.json (one of the expected pages among the first
 * three): words alone find 14 of 16, these bigrams alone 14, both 16. Bigrams of every Japanese run (two
 * kanji too) found 16 as well, with an index half as large again that took four times as long to open.
 */

/** Which terms a text gives: words, character bigrams, or both (the bench measures each). */
export type TokenizerMode = "words" | "bigrams" | "both";

export const defaultTokenizerMode: TokenizerMode = "both";

const hiragana = /[\u3041-\u3096\u309d\u309e]/g;

/** NFKC (width variants), hiragana to katakana, lower case. Keeps the length of NFKC text. */
export function foldText(text: string): string {
  return foldNormalized(text.normalize("NFKC"));
}

/** The fold of text already in NFKC: each character maps to one character, so offsets stay valid. */
export function foldNormalized(text: string): string {
  return text
    .replace(hiragana, (character) => String.fromCharCode(character.charCodeAt(0) + 0x60))
    .replace(/[A-Z]/g, (character) => character.toLowerCase());
}

const segmenter = new Intl.Segmenter("ja", { granularity: "word" });

/** Runs cut into bigrams: kana (with the long vowel mark), and kanji compounds of three or more. */
const bigramRun = /[\p{Script=Hiragana}\p{Script=Katakana}ー]{2,}|[\p{Script=Han}々〆]{3,}/gu;

function bigramsOf(folded: string): string[] {
  const terms: string[] = [];
  for (const [run] of folded.matchAll(bigramRun)) {
    const characters = Array.from(run);
    for (let index = 0; index + 1 < characters.length; index += 1) {
      terms.push(characters[index]! + characters[index + 1]!);
    }
  }
  return terms;
}

/**
 * The terms of a text. Words are segmented before the kana fold (the segmenter reads hiragana as
 * grammar), then folded; bigrams come from the folded text, so a hiragana query meets katakana.
 */
export function tokenize(text: string, mode: TokenizerMode = defaultTokenizerMode): string[] {
  const normalized = text.normalize("NFKC");
  const terms: string[] = [];
  if (mode !== "bigrams") {
    for (const segment of segmenter.segment(normalized)) {
      if (segment.isWordLike) terms.push(foldNormalized(segment.segment));
    }
  }
  const folded = foldNormalized(normalized);
  if (mode !== "words") terms.push(...bigramsOf(folded));
  // Latin words and numbers (netis, 2024, ip68) are terms in every mode: the segmenter gives them too.
  if (mode === "bigrams") terms.push(...(folded.match(/[\p{Script=Latin}\p{N}]+/gu) ?? []));
  return terms;
}

/** A run of one kind of character: kanji, katakana (with the long vowel mark), hiragana, or Latin and digits. */
const scriptRun = /[\p{Script=Han}々〆]+|[\p{Script=Katakana}ー]+|[\p{Script=Hiragana}]+|[\p{L}\p{N}]+/gu;

/**
 * The words of a query worth marking in an excerpt: its runs of one script, folded. Runs of one or two
 * hiragana are left out (particles and endings such as の, に, える would mark half a page), and so are
 * single characters, unless the query is nothing else.
 */
export function markTerms(query: string): string[] {
  const runs = query.normalize("NFKC").match(scriptRun) ?? [];
  const worth = runs.filter((run) => {
    const length = Array.from(run).length;
    if (/^\p{Script=Hiragana}+$/u.test(run)) return length > 2;
    return length > 1;
  });
  const terms = new Set((worth.length > 0 ? worth : runs).map(foldNormalized));
  return [...terms].sort((a, b) => b.length - a.length);
}
