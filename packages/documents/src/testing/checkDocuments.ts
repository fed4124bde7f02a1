import { expect } from "vitest";
import { renderDocument, type SiteDocument } from "../render";
import {
  bodyLineSpacing,
  bodyLineSpacingRange,
  linesEndingInsideKeptSpans,
  misnumberedPages,
} from "./layoutChecks";
import { forbiddenLineStart, type PdfContent, readPdf } from "./pdfText";

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/u;

/**
 * Renders every document of an app as its build does, parses each back with pdf.js and checks what a
 * reader relies on: a valid PDF of at least one page, a title, the brand, Japanese text that can be
 * extracted, one date on the cover, no line that starts with 。、」 and the like, no line that ends inside a
 * product's name, a price or 「(税込)」, a cover and then a number on every page, body lines about 1.7
 * apart. Returns the parsed text for the app's own
 * checks of its figures.
 */
export async function renderAndReadAll(documents: readonly SiteDocument[]): Promise<Map<string, PdfContent>> {
  const issuedOn = new Date("2026-11-02T00:00:00+09:00");
  const parsed = new Map<string, PdfContent>();
  for (const document of documents) {
    const bytes = await renderDocument(document, issuedOn);
    expect(bytes.subarray(0, 5).toString("latin1"), document.file).toBe("%PDF-");
    const content = await readPdf(bytes);
    expect(content.pages, document.file).toBeGreaterThanOrEqual(1);
    expect(content.title, document.file).toMatch(/\| 現場蔵$/u);
    expect(content.text, document.file).toMatch(japanese);
    // Dated once: the day of issue, or the edition a guide is written to (「2025年7月版」), never both.
    const dates = [content.text.includes("発行日:2026年11月2日"), /\d{4}年\d{1,2}月版/u.test(content.text)];
    expect(dates.filter(Boolean), document.file).toHaveLength(1);
    expect(
      content.lines.filter((line) => forbiddenLineStart.test(line)),
      document.file,
    ).toEqual([]);
    expect(linesEndingInsideKeptSpans(content.placedLines), document.file).toEqual([]);
    expect(content.pages, `${document.file}: a cover and at least one page`).toBeGreaterThanOrEqual(2);
    expect(misnumberedPages(content), document.file).toEqual([]);
    const spacing = bodyLineSpacing(content.placedLines);
    expect(spacing, document.file).toBeGreaterThanOrEqual(bodyLineSpacingRange.min);
    expect(spacing, document.file).toBeLessThanOrEqual(bodyLineSpacingRange.max);
    parsed.set(document.file, content);
  }
  return parsed;
}

export { readPdf } from "./pdfText";
