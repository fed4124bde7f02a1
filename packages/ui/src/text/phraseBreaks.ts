// Server and build only: BudouX's Japanese model is about 40 KB and never enters a browser bundle. The
// shell's renderer records the breaks of every heading it renders and puts them in the page's payload;
// the PDFs use the same breaks (one helper for both, ARCHITECTURE section 14).
import { jaModel, Parser } from "budoux";
import { keptTogetherSpans } from "./keptTogether";

export { keptTogetherSpans };

import { type PhraseBook, type PhraseBreaks, phrasesOf } from "./phrases";

const parser = new Parser(jaModel);
const words = new Intl.Segmenter("ja", { granularity: "word" });
/**
 * BudouX keeps some phrases longer than a phone's heading line (「こなせるようになりました」, a company
 * name with 様): those are cut again at word boundaries, so the line ends between words, never inside one.
 */
const longPhrase = 10;
const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
const known = new Map<string, readonly number[]>();
/** Headings repeat across pages and renders; the cache is bounded so odd input cannot grow it forever. */
const cacheLimit = 20_000;

/** Whether a text has Japanese in it, so its lines should break between phrases only. */
export function isJapanese(text: string): boolean {
  return japanese.test(text);
}

const hiraganaStart = /^[\u3041-\u309f]/;
const closingStart = /^[」』）)\]、。・：:！？!?ー]/;
const openingEnd = /[「『（([]$/;
const katakanaEnd = /[\u30a1-\u30ff]$/;
const katakanaStart = /^[\u30a1-\u30ff]/;
const digitEnd = /[0-9０-９]$/;
const digitStart = /^[0-9０-９]/;
const singleKanji = /^[\u3400-\u9fff]$/;
/** A particle that ends a clause: a line may end after it when more than a particle follows. */
const clauseParticle = /^[にをでとはがもへ]$/;
const hiraganaWord = /^[\u3041-\u309f]{2,}/;

/**
 * Two katakana words that may part (オーダー|メイド, トライアル|アンケート): the segmenter also cuts some
 * single words in two short pieces (シーク|レット), which stay together.
 */
function katakanaWordsPart(before: string, after: string): boolean {
  return before.length >= 4 && after.length >= 3;
}

/** Whether a line may end between two words of a long phrase (particles, brackets and words kept whole). */
function mayBreakBetween(before: string, after: string): boolean {
  if (clauseParticle.test(before) && hiraganaWord.test(after)) return true;
  if (katakanaEnd.test(before) && katakanaStart.test(after)) return katakanaWordsPart(before, after);
  return !(
    hiraganaStart.test(after) ||
    closingStart.test(after) ||
    openingEnd.test(before) ||
    digitEnd.test(before) ||
    digitStart.test(after) ||
    singleKanji.test(after)
  );
}

/** Offsets inside a long phrase where a line may end between words. */
function wordBreaksOf(phrase: string): number[] {
  const breaks: number[] = [];
  let previous = "";
  for (const { segment, index } of words.segment(phrase)) {
    if (index > 0 && previous.trim() !== "" && segment.trim() !== "" && mayBreakBetween(previous, segment)) {
      breaks.push(index);
    }
    previous = segment;
  }
  return breaks;
}

/**
 * Offsets where a phrase ends inside `text` (none for text without Japanese, or of one phrase), never
 * inside a product's name or a price (`keptTogether.ts`).
 */
export function phraseBreaksOf(text: string): readonly number[] {
  const cached = known.get(text);
  if (cached) return cached;
  const breaks: number[] = [];
  if (isJapanese(text)) {
    let offset = 0;
    for (const phrase of parser.parse(text)) {
      if (offset > 0) breaks.push(offset);
      if (phrase.length > longPhrase) breaks.push(...wordBreaksOf(phrase).map((at) => offset + at));
      offset += phrase.length;
    }
  }
  const spans = keptTogetherSpans(text);
  const kept = breaks.filter((at) => !spans.some(({ start, end }) => at > start && at < end));
  if (known.size < cacheLimit) known.set(text, kept);
  return kept;
}

/** The phrases of a text, as a PDF lays them out. */
export function phrasesFor(text: string): string[] {
  return phrasesOf(text, phraseBreaksOf(text));
}

/** A book for one server render: it answers every heading and remembers what it answered. */
export function createPhraseRecorder(): PhraseBook & { recorded(): PhraseBreaks } {
  const used: Record<string, readonly number[]> = {};
  return {
    breaksOf(text) {
      // Latin text keeps the browser's breaking; Japanese text of one phrase is still kept whole.
      if (!isJapanese(text)) return undefined;
      const breaks = phraseBreaksOf(text);
      used[text] = breaks;
      return breaks;
    },
    recorded: () => used,
  };
}
