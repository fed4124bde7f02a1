import { phrasesFor } from "@genbagura/ui/phraseBreaks";
import { describe, expect, it } from "vitest";
import { japaneseHyphenation, markPhrases, phraseBoundary } from "./lineBreaking";

const unmarked = (text: string) => text.replaceAll(phraseBoundary, "").replaceAll("\u00a0", " ");

describe("markPhrases", () => {
  it("marks the boundaries of the site's phrases and changes nothing else a reader sees", () => {
    const text =
      "雨や粉じん、落下に強い8 インチのタフタブレットです。交換式バッテリーで一日の撮影を支えます。";
    const marked = markPhrases(text);
    expect(unmarked(marked)).toBe(text);
    expect(marked.split(phraseBoundary)).toEqual(phrasesFor(text));
  });

  it("makes the spaces inside a product's name and a price unbreakable, and no other", () => {
    const marked = markPhrases("現場蔵 Pad Mini Toughは税抜 130,000円です。 Android 13 搭載");
    expect(marked).toContain("現場蔵\u00a0Pad\u00a0Mini\u00a0Tough");
    expect(marked).toContain("税抜\u00a0130,000円");
    expect(marked).toContain("Android 13");
  });

  it("leaves text without Japanese alone", () => {
    expect(markPhrases("IP68 / MIL-STD-810H")).toBe("IP68 / MIL-STD-810H");
  });
});

describe("japaneseHyphenation", () => {
  it("turns each marked boundary into an empty string, which React-PDF breaks at without a hyphen", () => {
    expect(japaneseHyphenation(`工事写真を${phraseBoundary}撮る`)).toEqual(["工事写真を", "", "撮る"]);
    expect(japaneseHyphenation(`撮影を${phraseBoundary}`)).toEqual(["撮影を", ""]);
  });

  it("keeps a word without a marked boundary whole", () => {
    expect(japaneseHyphenation("現場蔵")).toEqual(["現場蔵"]);
    expect(japaneseHyphenation("IP68")).toEqual(["IP68"]);
  });
});
