import { describe, expect, it } from "vitest";
import { faqMatches, normaliseForSearch, queryTerms } from "./faqSearch";

const item = {
  question: "ＩＰ６８の現場蔵Padは水洗いできますか。",
  answer: "はい、真水で洗えます。電子小黒板のデータは消えません。",
};

describe("FAQ search", () => {
  it("folds full-width letters and half-width katakana", () => {
    expect(normaliseForSearch("ＩＰ６８ ｶﾒﾗ")).toBe("ip68 カメラ");
  });

  it("splits the query on half- and full-width spaces", () => {
    expect(queryTerms(" 電子小黒板\u3000水洗い  ")).toEqual(["電子小黒板", "水洗い"]);
  });

  it("matches when every term is in the question or the answer", () => {
    expect(faqMatches(item, queryTerms("ip68 電子小黒板"))).toBe(true);
    expect(faqMatches(item, queryTerms("pad 充電"))).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(faqMatches(item, queryTerms("   "))).toBe(true);
  });
});
