import { describe, expect, it } from "vitest";
import { mainTextOf } from "../scripts/copy/builtPages.mjs";
import {
  copyLimits,
  japaneseCharacterCount,
  repeatedParagraphs,
  thinPages,
} from "../scripts/copy/thinAndRepeated.mjs";

/**
 * The copy checks of `npm test` (scripts/copy-lint.mjs, scripts/copy-measure.mjs) read the built pages
 * through these functions: what they take as a page's text and kind, and what they report.
 */

const page = (main: string, around = "") =>
  `<!doctype html><html><body><header><nav><a href="/">ホーム</a></nav></header>${main}${around}<footer><p>フッターの文章です。</p></footer></body></html>`;

describe("main text of a built page", () => {
  it("reads only <main>, block by block, without navigation or drawings", () => {
    const { kind, blocks } = mainTextOf(
      page(
        `<main class="g-main"><nav aria-label="パンくず"><a href="/">ホーム</a></nav><h1>見出し</h1>` +
          `<p>最初の<strong>段落</strong>です。</p><svg><text>図</text></svg>` +
          `<figure data-preview="screen"><div aria-hidden="true">写真一覧</div><figcaption>画面の説明です。</figcaption></figure><ul><li>項目<a href="/x">リンク</a></li></ul>` +
          `<div><a class="g-button" href="/y">資料を請求する</a></div></main>`,
      ),
    );
    expect(kind).toBe("content");
    expect(blocks.map(({ tag, text }) => `${tag}:${text}`)).toEqual([
      "h1:見出し",
      "p:最初の段落です。",
      "li:項目リンク",
      "div:資料を請求する",
    ]);
    expect(blocks.find((block) => block.tag === "li")?.inItem).toBe(true);
    expect(blocks.find((block) => block.tag === "p")?.inItem).toBe(false);
  });

  it("takes a paragraph that is one link for a link, not prose", () => {
    const { blocks } = mainTextOf(
      page(`<main><p><a href="/v">「使い始めるまで」の動画を見る</a></p></main>`),
    );
    expect(blocks).toEqual([{ tag: "p", text: "「使い始めるまで」の動画を見る", inItem: true }]);
  });

  it("knows thanks, form and error pages from their markup", () => {
    expect(
      mainTextOf(page(`<main class="g-main g-main--thanks"><p>ありがとうございます。</p></main>`)).kind,
    ).toBe("thanks");
    expect(mainTextOf(page(`<main class="g-main"><form><label>会社名</label></form></main>`)).kind).toBe(
      "form",
    );
    expect(
      mainTextOf(page(`<main class="g-main"><section class="g-error"><h1>エラー</h1></section></main>`)).kind,
    ).toBe("error");
  });
});

describe("thin pages and repeated paragraphs", () => {
  const paragraph =
    "この段落は四十文字を超える長さの文章で、いくつものページにそのまま繰り返し載っています。";
  const pageWith = (path: string, kind: string, texts: string[]) => ({
    path,
    kind,
    blocks: texts.map((text) => ({ tag: "p", text, inItem: false })),
  });

  it("counts kana, kanji and Japanese punctuation, not Latin letters or digits", () => {
    expect(japaneseCharacterCount("現場蔵Pad Toughは10.1 インチです。")).toBe(10);
  });

  it("reports content pages under the minimum, never thanks, form or error pages", () => {
    const short = "短い本文です。";
    const long = "あ".repeat(copyLimits.minCharacters);
    const pages = [
      pageWith("/short", "content", [short]),
      pageWith("/long", "content", [long]),
      pageWith("/thanks", "thanks", [short]),
      pageWith("/form", "form", [short]),
      pageWith("/error", "error", [short]),
    ];
    expect(thinPages(pages)).toEqual([{ path: "/short", characters: japaneseCharacterCount(short) }]);
  });

  it("reports a paragraph on more than the allowed number of pages, but not a footnote or a list item", () => {
    const paths = Array.from({ length: copyLimits.maxPagesPerParagraph + 1 }, (_, index) => `/p${index}`);
    const footnote = `※${paragraph}`;
    const pages = paths.map((path) => ({
      path,
      kind: "content",
      blocks: [
        { tag: "p", text: paragraph, inItem: false },
        { tag: "p", text: footnote, inItem: false },
        { tag: "li", text: `${paragraph}(一覧)`, inItem: true },
      ],
    }));
    expect(repeatedParagraphs(pages)).toEqual([{ text: paragraph, paths }]);
    expect(repeatedParagraphs(pages.slice(0, copyLimits.maxPagesPerParagraph))).toEqual([]);
  });

  it("counts a record's or a shared block's text once per source (data-source), not once per page", () => {
    const html = `<main class="g-main"><section data-source="cloud.trial"><p>${paragraph}</p></section></main>`;
    const { blocks } = mainTextOf(page(html));
    expect(blocks).toEqual([{ tag: "p", text: paragraph, inItem: false, source: "cloud.trial" }]);
    const pages = Array.from({ length: copyLimits.maxPagesPerParagraph + 1 }, (_, index) => ({
      path: `/p${index}`,
      kind: "content",
      blocks,
    }));
    expect(repeatedParagraphs(pages)).toEqual([]);
  });
});
