import type { ContentBlock } from "@genbagura/ui";

// Keys whose values are addresses or identifiers, not text a reader sees.
const nonTextKeys = new Set(["kind", "href", "name", "tone", "variant"]);

function collectText(value: unknown, into: string[]): void {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) if (!nonTextKeys.has(key)) collectText(item, into);
  }
}

/** Every piece of visible text in some blocks, in reading order. */
export function textOfBlocks(blocks: readonly ContentBlock[]): string[] {
  const texts: string[] = [];
  collectText(blocks, texts);
  return texts;
}

/** Characters a reader reads (whitespace left out): the measure of the minimum body length. */
export function bodyLength(blocks: readonly ContentBlock[]): number {
  return textOfBlocks(blocks).join("").replace(/\s/g, "").length;
}

/** Meta descriptions are 80–120 characters (ARCHITECTURE.md section 4). */
export const descriptionLength = { min: 80, max: 120 } as const;

/**
 * A page description from the first paragraph: whole sentences up to 120 characters, or the paragraph cut
 * short with an ellipsis when whole sentences would make it shorter than 80.
 */
export function summaryOf(blocks: readonly ContentBlock[]): string {
  const first = blocks.find((block) => block.kind === "prose")?.paragraphs[0] ?? "";
  if (first.length <= descriptionLength.max) return first;
  let summary = "";
  for (const sentence of first.match(/[^。]+。/g) ?? []) {
    if (summary.length + sentence.length > descriptionLength.max) break;
    summary += sentence;
  }
  return summary.length >= descriptionLength.min ? summary : `${first.slice(0, descriptionLength.max - 1)}…`;
}
