/**
 * Japanese line breaking for React-PDF: lines end between phrases only, the same phrases the site's
 * headings break at (`@genbagura/ui/phraseBreaks`, BudouX), and never inside a product's name or a price.
 *
 * React-PDF breaks lines at spaces and at the points its hyphenation callback returns, and it calls the
 * callback once per run of one script (kanji, kana, Latin) without the rest of the sentence. So the
 * phrases are found on the whole text first and written into it: a zero-width space where a phrase
 * ends, a no-break space for a space inside a name or a price. The callback turns each zero-width space
 * into a break and drops it.
 */
import { keptTogetherSpans, phraseBreaksOf } from "@genbagura/ui/phraseBreaks";

/** Marks a phrase boundary in text handed to React-PDF; never printed. */
export const phraseBoundary = "\u200b";
const noBreakSpace = "\u00a0";

/**
 * React-PDF's cost of a break between two pieces the callback did not separate (where one script run
 * meets the next inside a phrase): its infinity, so the line breaker never takes it while a phrase
 * boundary or a space is left.
 */
export const noBreakPenalty = 10_000;

/** Text with its phrase boundaries marked and the spaces inside names and prices made unbreakable. */
export function markPhrases(text: string): string {
  const breaks = new Set(phraseBreaksOf(text));
  const kept = keptTogetherSpans(text);
  let marked = "";
  Array.from(text).reduce((offset, char) => {
    if (breaks.has(offset)) marked += phraseBoundary;
    const insideKept = kept.some(({ start, end }) => offset > start && offset < end - 1);
    marked += char === " " && insideKept ? noBreakSpace : char;
    return offset + char.length;
  }, 0);
  return marked;
}

/**
 * React-PDF's hyphenation callback. An empty string between two pieces is a zero-width break
 * opportunity; two pieces side by side would be a hyphenation point, which prints a "-". A word is cut
 * only at the boundaries `markPhrases` wrote; text that was not marked stays whole between its spaces.
 */
export function japaneseHyphenation(word: string): string[] {
  if (!word.includes(phraseBoundary)) return [word];
  const parts: string[] = [];
  word.split(phraseBoundary).forEach((piece, index) => {
    if (index > 0) parts.push("");
    if (piece !== "") parts.push(piece);
  });
  return parts;
}
