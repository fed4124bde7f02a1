// What a printed brochure's reader relies on, read back from a PDF's text layout: no name or price torn
// across two lines, a number on every page after the cover, lines set about 1.7 apart.
import { keptTogetherSpans } from "@genbagura/ui/phraseBreaks";
import { pageLabel } from "../components";
import { bodyFontSize, bodyLineHeight } from "../theme";
import type { PdfContent, PlacedLine } from "./pdfText";

/** Each place where one line ends inside a product's name, a price or 「(税込)」 and the next goes on. */
export function linesEndingInsideKeptSpans(lines: readonly PlacedLine[]): string[] {
  const torn: string[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!next || next.page !== line.page) return;
    const joined = line.text + next.text;
    const cut = line.text.length;
    for (const { start, end } of keptTogetherSpans(joined)) {
      if (start < cut && cut < end) torn.push(`${line.text} / ${next.text}`);
    }
  });
  return torn;
}

/** Pages after the cover that do not print their number as `pageLabel` writes it; the cover if it does. */
export function misnumberedPages(content: PdfContent): number[] {
  const wrong: number[] = [];
  for (let page = 1; page <= content.pages; page += 1) {
    const label = pageLabel(page, content.pages);
    // pdf.js may join the footer's left and right texts into one line: the number ends it.
    const printed = content.placedLines.some(
      (line) => line.page === page && ` ${line.text.trim()}`.endsWith(` ${label}`),
    );
    if (printed !== page > 1) wrong.push(page);
  }
  return wrong;
}

/**
 * Body text's line height as printed: the smallest step between two baselines of body-size text set one
 * under the other (lines of one paragraph; steps between paragraphs and table rows add their margins),
 * as a multiple of the text size. Undefined when no body text wraps.
 */
export function bodyLineSpacing(lines: readonly PlacedLine[]): number | undefined {
  const body = lines.filter((line) => Math.abs(line.fontSize - bodyFontSize) < 0.1);
  let smallest: number | undefined;
  body.forEach((line, index) => {
    const next = body[index + 1];
    if (!next || next.page !== line.page || Math.abs(next.x - line.x) > 1) return;
    const step = line.y - next.y;
    if (step > 0 && (smallest === undefined || step < smallest)) smallest = step;
  });
  return smallest === undefined ? undefined : smallest / bodyFontSize;
}

/** The range a brochure's body line height may take (theme.ts sets it; rounding moves it a little). */
export const bodyLineSpacingRange = { min: bodyLineHeight - 0.1, max: bodyLineHeight + 0.1 } as const;
