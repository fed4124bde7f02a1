import { describe, expect, it } from "vitest";
import { japaneseHyphenation, lineBreakPieces } from "./lineBreaking";

describe("lineBreakPieces", () => {
  it("lets a line break between any two kana or kanji", () => {
    expect(lineBreakPieces("現場蔵")).toEqual(["現", "場", "蔵"]);
  });

  it("never starts a piece with closing punctuation, brackets or small kana", () => {
    const text = "仕様書(PDF)をご覧ください。写真、図面「台帳」と「黒板」。ショット・チェック…";
    const pieces = lineBreakPieces(text);
    expect(pieces.join("")).toBe(text);
    for (const piece of pieces.slice(1)) {
      expect(piece).not.toMatch(/^[、。,.)）」』・ーっッャュョ…]/u);
    }
  });

  it("never ends a piece with an opening bracket", () => {
    const pieces = lineBreakPieces("価格は「132,000円(税込)」です");
    for (const piece of pieces) expect(piece).not.toMatch(/[「(（]$/u);
    expect(pieces).toContain("「132,000");
  });

  it("keeps numbers and Latin words whole", () => {
    expect(lineBreakPieces("1,920×1,200ドット")).toEqual(["1,920×1,200", "ドッ", "ト"]);
    expect(lineBreakPieces("Android")).toEqual(["Android"]);
    expect(lineBreakPieces("約2.4")).toEqual(["約", "2.4"]);
  });

  it("keeps a mark that starts the text with the text", () => {
    expect(lineBreakPieces("」と")).toEqual(["」と"]);
    expect(lineBreakPieces("「")).toEqual(["「"]);
  });
});

describe("japaneseHyphenation", () => {
  it("separates pieces with empty strings, which React-PDF breaks at without a hyphen", () => {
    expect(japaneseHyphenation("工事写真。")).toEqual(["工", "", "事", "", "写", "", "真。", ""]);
    expect(japaneseHyphenation("IP68")).toEqual(["IP68", ""]);
  });
});
