import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a reader gets out of a PDF: page count, title metadata and the text, line by line. */
export interface PdfContent {
  pages: number;
  title: string | undefined;
  /** Each printed line of each text block, in drawing order. */
  lines: string[];
  /** Every line joined without separators: a value that wraps over two lines is found whole here. */
  text: string;
  /** How many images the pages paint (the drawings). */
  images: number;
  /** The same lines with where they stand: page (from 1), baseline (from the page's bottom), size. */
  placedLines: PlacedLine[];
  /** Each run of text as drawn, before runs on one baseline are joined into lines (a table cell's line). */
  runs: string[];
}

export interface PlacedLine {
  page: number;
  text: string;
  x: number;
  y: number;
  fontSize: number;
}

interface PositionedText {
  str: string;
  transform: number[];
  width: number;
}

/** Parses a PDF with pdf.js (what Firefox and many readers use); throws when it is not a valid PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const placedLines: PlacedLine[] = [];
    const runs: string[] = [];
    let images = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
      let line: PlacedLine | undefined;
      let lastY = Number.NaN;
      let lastEnd = Number.NaN;
      for (const item of content.items as PositionedText[]) {
        if (!("str" in item) || item.str === "") continue;
        runs.push(item.str);
        const x = item.transform[4] ?? 0;
        const y = item.transform[5] ?? 0;
        // A new line starts where the text moves to another baseline or jumps along this one.
        const continues = Math.abs(y - lastY) < 0.5 && Math.abs(x - lastEnd) < 2;
        if (!continues && line) {
          placedLines.push(line);
          line = undefined;
        }
        const fontSize = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
        line ??= { page: number, text: "", x, y, fontSize };
        line.text += item.str;
        lastY = y;
        lastEnd = x + item.width;
      }
      if (line) placedLines.push(line);
      page.cleanup();
    }
    const lines = placedLines.map((placed) => placed.text);
    return {
      pages: document.numPages,
      title: info.Title,
      lines,
      text: lines.join(""),
      images,
      placedLines,
      runs,
    };
  } finally {
    await document.destroy();
  }
}

/** Marks no line of a Japanese document may start with (lineBreaking.ts has the full set; a list
 * marker ・ may start a line). */
export const forbiddenLineStart = /^[、。,.)）」』】]/u;
