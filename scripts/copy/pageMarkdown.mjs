// A page's blocks as Markdown for textlint: headings as headings, paragraphs as paragraphs, and the rest
// (list items, table cells, labels, buttons) as list items, one block per line with a blank line between,
// so each error's line names its block.

const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const paragraphTags = new Set(["p", "blockquote"]);

/** Characters Markdown would read as syntax; escaped so the text reaches the rules as it reads. */
const escapeMarkdown = (text) => text.replace(/[\\`*_[\]<>#|]/g, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");

/**
 * Prose: a paragraph outside lists and tables with a sentence in it. A short <p> without 。 is a label the
 * templates set as a paragraph (実施期間:…, a link's line, a hero's eyebrow), and a footnote (※…) a
 * note: both are checked like list items (captions too).
 */
const isProse = (block) =>
  paragraphTags.has(block.tag) &&
  !block.inItem &&
  !block.text.startsWith("※") &&
  (block.text.includes("。") || [...block.text].length > 40);

function lineOf(block) {
  const text = escapeMarkdown(block.text);
  if (headingTags.has(block.tag)) return `## ${text}`;
  if (isProse(block)) return text;
  return `- ${text}`;
}

export function pageMarkdown(blocks) {
  const markdown = `${blocks.map(lineOf).join("\n\n")}\n`;
  return {
    markdown,
    /** The block an error's (1-based) line is on. */
    blockAtLine: (line) => {
      const index = Math.floor((line - 1) / 2);
      return { index, ...blocks[index] };
    },
  };
}
