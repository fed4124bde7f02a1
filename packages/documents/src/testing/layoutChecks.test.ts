import { describe, expect, it } from "vitest";
import { bodyLineSpacing, linesEndingInsideKeptSpans, misnumberedPages } from "./layoutChecks";
import type { PdfContent, PlacedLine } from "./pdfText";

const line = (text: string, y: number, page = 2, fontSize = 9.5, x = 48): PlacedLine => ({
  page,
  text,
  x,
  y,
  fontSize,
});

describe("linesEndingInsideKeptSpans", () => {
  it("finds a product's name, a price or 「(税込)」 torn across two lines", () => {
    const torn = linesEndingInsideKeptSpans([
      line("新しい現場蔵", 700),
      line("Pad Toughは", 684),
      line("価格は176,000円(税", 668),
      line("込)です", 652),
    ]);
    expect(torn).toEqual(["新しい現場蔵 / Pad Toughは", "価格は176,000円(税 / 込)です"]);
  });

  it("accepts lines that end between them", () => {
    expect(
      linesEndingInsideKeptSpans([line("現場蔵Pad Toughは", 700), line("176,000円(税込)です", 684)]),
    ).toEqual([]);
  });
});

describe("misnumberedPages", () => {
  const content = (placedLines: PlacedLine[], pages: number) =>
    ({ pages, placedLines, lines: [], text: "", title: undefined, images: 0, runs: [] }) satisfies PdfContent;

  it("wants a number on every page after the cover and none on the cover", () => {
    expect(
      misnumberedPages(content([line("2 / 3", 30, 2), line("株式会社 https://x/ 3 / 3", 30, 3)], 3)),
    ).toEqual([]);
    expect(misnumberedPages(content([line("2 / 3", 30, 2), line("13 / 3", 30, 3)], 3))).toEqual([3]);
    expect(misnumberedPages(content([line("1 / 3", 30, 1), line("3 / 3", 30, 3)], 3))).toEqual([1, 2]);
  });
});

describe("bodyLineSpacing", () => {
  it("measures the smallest step between body-size baselines set one under the other", () => {
    const spacing = bodyLineSpacing([
      line("見出し", 720, 2, 12),
      line("一行目", 700),
      line("二行目", 700 - 9.5 * 1.7),
      line("次の段落", 700 - 9.5 * 1.7 - 30),
      line("表の右の列", 600, 2, 9.5, 200),
    ]);
    expect(spacing).toBeCloseTo(1.7, 5);
  });
});
