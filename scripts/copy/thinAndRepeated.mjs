// Thin pages and repeated paragraphs: every content page has at least `minCharacters` Japanese
// characters of main text, and few paragraphs of `paragraphMinLength`+ characters appear on more than
// `maxPagesPerParagraph` pages. Footnotes (※) are left out of the repeats: a shared condition is fine.

export const copyLimits = {
  minCharacters: 500,
  paragraphMinLength: 40,
  maxPagesPerParagraph: 3,
  maxRepeatedParagraphs: 5,
};

/** Kinds of page that are short by nature: a thanks page, a form (sign-in is one), an error page. */
export const exemptKinds = new Set(["thanks", "form", "error"]);

/** Kana, kanji and Japanese (full-width) punctuation; Latin letters and digits are not counted. */
const japaneseCharacter =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー\u3000-\u303F\uFF00-\uFFEF・]/gu;

export function japaneseCharacterCount(text) {
  return text.match(japaneseCharacter)?.length ?? 0;
}

/** Content pages under the minimum, with their count, shortest first. */
export function thinPages(pages, limits = copyLimits) {
  return pages
    .filter((page) => !exemptKinds.has(page.kind))
    .map((page) => ({
      path: page.path,
      characters: page.blocks.reduce((sum, block) => sum + japaneseCharacterCount(block.text), 0),
    }))
    .filter((page) => page.characters < limits.minCharacters)
    .sort((a, b) => a.characters - b.characters);
}

/**
 * A paragraph of the page's own prose: a <p> (or quotation) outside lists, tables and links, long enough
 * to count, and not a footnote. A card's or a listing's summary of another page is not one, nor is the
 * text of a record or a shared block (`data-source`): it is one source, written once, shown where it applies.
 */
function isParagraph(block, limits) {
  return (
    (block.tag === "p" || block.tag === "blockquote") &&
    !block.inItem &&
    block.source === undefined &&
    [...block.text].length >= limits.paragraphMinLength &&
    !block.text.startsWith("※")
  );
}

/** Paragraphs long enough to count that appear on more than the allowed number of pages, most pages first. */
export function repeatedParagraphs(pages, limits = copyLimits) {
  const pagesOf = new Map();
  for (const page of pages) {
    for (const block of page.blocks) {
      if (!isParagraph(block, limits)) continue;
      const { text } = block;
      const paths = pagesOf.get(text) ?? new Set();
      paths.add(page.path);
      pagesOf.set(text, paths);
    }
  }
  return [...pagesOf]
    .filter(([, paths]) => paths.size > limits.maxPagesPerParagraph)
    .map(([text, paths]) => ({ text, paths: [...paths].sort() }))
    .sort((a, b) => b.paths.length - a.paths.length);
}
