import { describe, expect, it } from "vitest";
import { buildSearchIndex, cleanQuery, excerptOf, openSearchIndex, type SearchDocument } from "./searchIndex";
import { foldText, markTerms, tokenize } from "./searchText";

function page(path: string, title: string, body: string): SearchDocument {
  return { path, title, family: "テスト", description: "", headings: "", questions: "", products: "", body };
}

const pages = [
  page("/cloud/cancel", "ご契約の変更", "クラウドの契約は、管理画面からいつでも解約します。"),
  page("/pad", "現場蔵Pad", "雨の現場でも使える防水のタブレットです。"),
  page("/netis", "新技術の登録", "当社の技術はNETISに登録されています。"),
  page("/other", "会社概要", "本社は東京にあります。"),
];
const search = openSearchIndex(buildSearchIndex(pages));
const paths = (query: string) => search.search(query).hits.map((hit) => hit.href);

describe("folding", () => {
  it("meets width, kana and case variants", () => {
    expect(foldText("ＮＥＴＩＳ")).toBe(foldText("NETIS"));
    expect(foldText("ＮＥＴＩＳ")).toBe("netis");
    expect(foldText("ﾀﾌﾞﾚｯﾄ")).toBe(foldText("タブレット"));
    expect(foldText("たぶれっと")).toBe(foldText("タブレット"));
  });

  it("gives the same terms for the variants of a word", () => {
    expect(tokenize("ﾀﾌﾞﾚｯﾄ")).toEqual(tokenize("タブレット"));
    expect(tokenize("ＮＥＴＩＳ")).toEqual(tokenize("netis"));
  });
});

describe("search over a small index", () => {
  it("finds a word inside an inflected phrase: 解約 in 解約します", () => {
    expect(paths("解約")[0]).toBe("/cloud/cancel");
  });

  it.each([
    ["ＮＥＴＩＳ", "/netis"],
    ["NETIS", "/netis"],
    ["netis", "/netis"],
    ["ﾀﾌﾞﾚｯﾄ", "/pad"],
    ["たぶれっと", "/pad"],
    ["タブレット", "/pad"],
  ])("%s finds %s first", (query, expected) => {
    expect(paths(query)[0]).toBe(expected);
  });

  it("finds nothing for a word no page has", () => {
    expect(paths("潜水艦")).toEqual([]);
  });

  it("marks the matched words in the excerpt", () => {
    const [hit] = search.search("ﾀﾌﾞﾚｯﾄ").hits;
    expect(hit!.excerpt.filter((part) => part.marked).map((part) => part.text)).toContain("タブレット");
  });
});

describe("queries", () => {
  it("cuts a query at 100 characters and says so", () => {
    const { query, cut } = cleanQuery("あ".repeat(2000));
    expect(cut).toBe(true);
    expect(Array.from(query)).toHaveLength(100);
    expect(cleanQuery("タブレット").cut).toBe(false);
  });

  it("drops lone surrogates, direction marks and control characters", () => {
    const { query } = cleanQuery("\uD800タブ\u200Fレット\u202E\u0000");
    expect(query).toBe("タブ レット");
  });

  it("does not mark particles", () => {
    expect(markTerms("クラウドの解約")).toEqual(expect.arrayContaining(["クラウド", "解約"]));
    expect(markTerms("クラウドの解約")).not.toContain("ノ");
  });

  it("cuts an excerpt around the first match", () => {
    const parts = excerptOf(`${"前置き。".repeat(40)}ここで解約します。${"後書き。".repeat(40)}`, ["解約"]);
    expect(parts[0]!.text).toBe("…");
    expect(parts.find((part) => part.marked)?.text).toBe("解約");
    expect(parts.at(-1)!.text).toBe("…");
  });
});
