// Japanese headings break at phrase boundaries (ARCHITECTURE.md section 14). BudouX finds the
// boundaries on the server (`phraseBreaks.ts`, never in a browser bundle); pages carry them in their
// payload as offsets, so the browser renders the same `<wbr>`s without the model.
import { type Context, createContext } from "react";

/** Text -> the offsets (UTF-16 code units) where a line may break between two phrases. */
export type PhraseBreaks = Record<string, readonly number[]>;

/** Where the phrases of a text end, or undefined when they are not known (render the text plainly). */
export interface PhraseBook {
  breaksOf(text: string): readonly number[] | undefined;
}

/**
 * One context for every copy of this package: the shell and each remote bundle their own copy of
 * `@genbagura/ui` (only React and the routing facade are shared), so the context is kept under a
 * global symbol and the shell's provider reaches a remote's headings.
 */
const contextKey = Symbol.for("genbagura.phraseBook");
const registry = globalThis as typeof globalThis & { [contextKey]?: Context<PhraseBook | null> };
registry[contextKey] ??= createContext<PhraseBook | null>(null);
export const phraseBookContext: Context<PhraseBook | null> = registry[contextKey];

/** The phrases of a text cut at its breaks (a break outside the text or out of order is ignored). */
export function phrasesOf(text: string, breaks: readonly number[]): string[] {
  const phrases: string[] = [];
  let start = 0;
  for (const end of breaks) {
    if (end <= start || end >= text.length) continue;
    phrases.push(text.slice(start, end));
    start = end;
  }
  phrases.push(text.slice(start));
  return phrases;
}

/** A book over breaks gathered from payloads; the browser adds each page's as it arrives. */
export function createPhraseBook(initial: PhraseBreaks = {}): PhraseBook & { add(breaks: unknown): void } {
  const known = new Map<string, readonly number[]>(Object.entries(initial));
  return {
    breaksOf: (text) => known.get(text),
    add(breaks) {
      if (typeof breaks !== "object" || breaks === null) return;
      for (const [text, offsets] of Object.entries(breaks)) {
        if (Array.isArray(offsets) && offsets.every((offset) => Number.isInteger(offset))) {
          known.set(text, offsets);
        }
      }
    },
  };
}
