// Thin and repeated copy over the built site: fails when a content page has under 500 Japanese
// characters of main text, or when more than 5 paragraphs of 40+ characters appear on more than 3 pages.
// Run after `npm run build`; `--list` also prints every page's count.
import { livePages } from "./copy/builtPages.mjs";
import {
  copyLimits,
  japaneseCharacterCount,
  repeatedParagraphs,
  thinPages,
} from "./copy/thinAndRepeated.mjs";

const pages = livePages();
if (process.argv.includes("--list")) {
  for (const page of pages) {
    const characters = page.blocks.reduce((sum, block) => sum + japaneseCharacterCount(block.text), 0);
    console.log(`${String(characters).padStart(6)}  ${page.kind.padEnd(7)} ${page.path}`);
  }
}

const thin = thinPages(pages);
const repeated = repeatedParagraphs(pages);
for (const page of thin) {
  console.log(`thin: ${page.path} has ${page.characters} Japanese characters of main text`);
}
for (const paragraph of repeated) {
  const shown = paragraph.paths.slice(0, 6).join(" ");
  const more = paragraph.paths.length > 6 ? ` and ${paragraph.paths.length - 6} more` : "";
  console.log(`repeated on ${paragraph.paths.length} pages: 「${paragraph.text}」\n  ${shown}${more}`);
}

const tooManyRepeats = repeated.length > copyLimits.maxRepeatedParagraphs;
console.log(
  `copy measure: ${pages.length} pages, ${thin.length} thin (under ${copyLimits.minCharacters} characters), ` +
    `${repeated.length} paragraphs on more than ${copyLimits.maxPagesPerParagraph} pages (at most ${copyLimits.maxRepeatedParagraphs})`,
);
process.exit(thin.length > 0 || tooManyRepeats ? 1 : 0);
