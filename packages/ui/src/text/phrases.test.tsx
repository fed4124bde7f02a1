import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../siteConfig";
import { Phrased } from "./Phrased";
import { createPhraseRecorder, phraseBreaksOf, phrasesFor } from "./phraseBreaks";
import { createPhraseBook, phraseBookContext, phrasesOf } from "./phrases";

const headings = [
  "工事写真からはじまる建設DXプラットフォーム",
  "現場蔵Padの料金プラン",
  "雨の現場でも使えるタブレットとソフトの組み合わせ",
];

describe("phrase breaks (BudouX)", () => {
  it("cuts a heading into phrases that put it back together", () => {
    for (const text of headings) {
      const phrases = phrasesFor(text);
      expect(phrases.join("")).toBe(text);
      expect(phrases.length).toBeGreaterThan(1);
    }
  });

  it("never breaks inside a word", () => {
    const joined = (text: string) => phrasesFor(text).map((phrase) => `|${phrase}`);
    for (const word of ["料金プラン", "タブレット", "プラットフォーム", "ソフト"]) {
      const inside = headings
        .flatMap(joined)
        .filter((phrase) => word.split("").some((_, i) => i > 0 && phrase === `|${word.slice(i)}`));
      expect(inside, word).toEqual([]);
    }
  });

  it("cuts a phrase too long for a phone's line between words, keeping particles and words whole", () => {
    expect(phrasesFor("「撮影から台帳まで、一人でこなせるようになりました」")).toEqual([
      "「撮影から",
      "台帳まで、",
      "一人で",
      "こなせるように",
      "なりました」",
    ]);
    const cut = phrasesFor("紙やファイル共有サービスとの比較");
    expect(cut).toContain("サービスとの");
    expect(phrasesFor("現場蔵Pocketシークレットセール")).toContain("シークレットセール");
    expect(phrasesFor("無料トライアルアンケートへのご回答ありがとうございました")).toContain(
      "アンケートへの",
    );
    expect(phrasesFor("Pad Tough年末特別価格(2021年12月)")).toContain("(2021年12月)");
  });

  it("leaves text without Japanese alone", () => {
    expect(phraseBreaksOf("PowerKit 2.0")).toEqual([]);
  });

  it("records the Japanese texts it answered, one phrase or more, for the payload", () => {
    const recorder = createPhraseRecorder();
    recorder.breaksOf("現場蔵Padの料金プラン");
    recorder.breaksOf("料金");
    expect(recorder.breaksOf("FAQ")).toBeUndefined();
    expect(recorder.recorded()).toEqual({ 現場蔵Padの料金プラン: [7], 料金: [] });
  });
});

describe("phrasesOf", () => {
  it("ignores breaks out of order or outside the text", () => {
    expect(phrasesOf("あいうえお", [2, 1, 5, 9])).toEqual(["あい", "うえお"]);
  });
});

describe("Phrased", () => {
  const render = (book: ReturnType<typeof createPhraseBook> | null, text: string) =>
    renderToStaticMarkup(
      <phraseBookContext.Provider value={book}>
        <Phrased text={text} />
      </phraseBookContext.Provider>,
    );

  it("puts a <wbr> between phrases inside a keep-all span", () => {
    const book = createPhraseBook({ 現場蔵Padの料金プラン: [7, 9] });
    expect(render(book, "現場蔵Padの料金プラン")).toBe(
      '<span class="g-phrases">現場蔵Padの<wbr/>料金<wbr/>プラン</span>',
    );
  });

  it("keeps Japanese text of one phrase whole", () => {
    expect(render(createPhraseBook({ 料金: [] }), "料金")).toBe('<span class="g-phrases">料金</span>');
  });

  it("renders text whose phrases are unknown as it is", () => {
    expect(render(createPhraseBook(), "料金プラン")).toBe("料金プラン");
    expect(render(null, "料金プラン")).toBe("料金プラン");
  });

  it("takes only well-formed breaks from a payload", () => {
    const book = createPhraseBook();
    book.add({ 料金プラン: [2], 悪い: ["x"], 無効: "1" });
    book.add(null);
    expect(book.breaksOf("料金プラン")).toEqual([2]);
    expect(book.breaksOf("悪い")).toBeUndefined();
    expect(book.breaksOf("無効")).toBeUndefined();
  });
});

describe("phrases never split what reads as one thing", () => {
  const splitsInside = (text: string, whole: string) => {
    const start = text.indexOf(whole);
    return phraseBreaksOf(text).filter((at) => at > start && at < start + whole.length);
  };

  it("keeps every product's name whole, with or without a space after the brand", () => {
    for (const { name } of siteConfig.products) {
      for (const written of new Set([name, name.replace(/^現場蔵(?=\S)/u, "現場蔵 ")])) {
        const text = `新しい${written}の価格と仕様をご案内します`;
        expect(splitsInside(text, written), text).toEqual([]);
      }
    }
  });

  it("keeps a set phrase BudouX would cut whole", () => {
    expect(phrasesFor("現場蔵クラウドのよくあるご質問")).toEqual(["現場蔵クラウドの", "よくある", "ご質問"]);
  });

  it("keeps a price with its tax note, and the tax note, on one line", () => {
    for (const text of [
      "現場蔵 Pad Toughは、176,000円(税込)で購入できます。",
      "月額 3,300円(税込)/1ユーザーからご利用いただけます",
      "税抜 160,000円の端末と保守サービスのセット",
    ]) {
      const price = /(税抜 )?[0-9,]+円(\(税込\))?/u.exec(text)?.[0] ?? "";
      expect(price, text).not.toBe("");
      expect(splitsInside(text, price), text).toEqual([]);
    }
  });
});
