// Server and build only: BudouX's Japanese model is about 40 KB and never enters a browser bundle. The
// shell's renderer records the breaks of every heading it renders and puts them in the page's payload;
// the PDFs use the same breaks (one helper for both, ARCHITECTURE section 14).
import { jaModel, Parser } from "budoux";
import { type PhraseBook, type PhraseBreaks, phrasesOf } from "./phrases";

const parser = new Parser(jaModel);
const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
const known = new Map<string, readonly number[]>();
/** Headings repeat across pages and renders; the cache is bounded so odd input cannot grow it forever. */
const cacheLimit = 20_000;

/** Offsets where a phrase ends inside `text` (none for text without Japanese). */
export function phraseBreaksOf(text: string): readonly number[] {
  const cached = known.get(text);
  if (cached) return cached;
  const breaks: number[] = [];
  if (japanese.test(text)) {
    let offset = 0;
    const phrases = parser.parse(text);
    for (const phrase of phrases.slice(0, -1)) {
      offset += phrase.length;
      breaks.push(offset);
    }
  }
  if (known.size < cacheLimit) known.set(text, breaks);
  return breaks;
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
      const breaks = phraseBreaksOf(text);
      if (breaks.length > 0) used[text] = breaks;
      return breaks;
    },
    recorded: () => used,
  };
}
