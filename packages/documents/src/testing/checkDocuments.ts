import type { PrintedDocument } from "@genbagura/routing";
import { expect } from "vitest";
import { issueDate, workspaceDocumentCache } from "../buildInputs";
import { japaneseDate } from "../components";
import { printedText } from "../printedText";
import { renderDocument, type SiteDocument } from "../render";
import {
  bodyLineSpacing,
  bodyLineSpacingRange,
  linesEndingInsideKeptSpans,
  misnumberedPages,
} from "./layoutChecks";
import { forbiddenLineStart, type PdfContent, readPdf } from "./pdfText";

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/u;

/** Text without spaces or line-break marks, so a block and its printed lines compare. */
const compact = (text: string) => text.replace(/[\s\u200b]+/gu, "");

/**
 * Runs of text a PDF prints that its `printedText` (what publish checks) does not hold: none, or the fact
 * check at publish would read another text than the reader's. The page numbers are drawn at layout.
 */
function runsMissingFromPrintedText(content: PdfContent, printed: { lines: readonly string[] }): string[] {
  const blocks = compact(printed.lines.join("\n"));
  return content.runs
    .map((run) => compact(run.replace(/\d+ \/ \d+$/u, "")))
    .filter((run) => !blocks.includes(run));
}

/**
 * Renders every document of an app as its build does (its date of issue, through the cache the build reads,
 * so a PDF drawn and checked here is the one the build publishes without drawing it again), parses each
 * back with pdf.js and checks what a reader relies on: a valid PDF of at least one page, a title, the
 * brand, Japanese text that can be extracted, one date on the cover, no line that starts with 。、」 and the
 * like, no line that ends inside a product's name, a price or 「(税込)」, a cover and then a number on every
 * page, body lines about 1.7 apart, and every printed run in the text the build writes for the fact check. Returns the parsed text
 * for the app's own checks of its figures, with that text as `printed` (what the fact check reads).
 */
export async function renderAndReadAll(
  documents: readonly SiteDocument[],
  appDir: string,
): Promise<Map<string, PdfContent & { printed: PrintedDocument }>> {
  const issuedOn = issueDate(appDir);
  const cache = workspaceDocumentCache();
  const parsed = new Map<string, PdfContent & { printed: PrintedDocument }>();
  for (const document of documents) {
    const bytes = await renderDocument(document, issuedOn, cache);
    expect(bytes.subarray(0, 5).toString("latin1"), document.file).toBe("%PDF-");
    const content = await readPdf(bytes);
    const printed = printedText(document, issuedOn);
    expect(runsMissingFromPrintedText(content, printed), document.file).toEqual([]);
    expect(content.pages, document.file).toBeGreaterThanOrEqual(1);
    expect(content.title, document.file).toMatch(/\| 現場蔵$/u);
    expect(content.text, document.file).toMatch(japanese);
    // Dated once: the day of issue, the edition a guide is written to (「2025年7月版」) or the day a press
    // release was announced (「発表日:2025年11月18日」), never two of them.
    const dates = [
      content.text.includes(`発行日:${japaneseDate(issuedOn)}`),
      /\d{4}年\d{1,2}月版/u.test(content.text),
      /発表日:\d{4}年\d{1,2}月\d{1,2}日/u.test(content.text),
    ];
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
    parsed.set(document.file, { ...content, printed });
  }
  return parsed;
}

export { readPdf } from "./pdfText";
