import { createPhraseBook } from "@genbagura/ui";

/**
 * The browser's phrase breaks: those of the page the server rendered (hydration data), then those of each
 * payload a navigation fetches, so a heading renders the `<wbr>`s its server render had.
 */
export const clientPhraseBook = createPhraseBook();

/** Adds the breaks a page's payload carries (anything else is ignored). */
export function rememberPhrases(payload: unknown): void {
  if (typeof payload === "object" && payload !== null && "phrases" in payload) {
    clientPhraseBook.add(payload.phrases);
  }
}
