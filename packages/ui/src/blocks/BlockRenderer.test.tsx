import { describe, expect, it } from "vitest";
import type { ContentBlock } from "../content/blocks";
import { headingLevels } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { BlockRenderer } from "./BlockRenderer";

const everyKind: ContentBlock[] = [
  { kind: "prose", heading: "概要", paragraphs: ["本文です。"], bullets: ["箇条書き"] },
  { kind: "features", heading: "特長", items: [{ title: "防水", body: "IP68に対応しています。" }] },
  { kind: "specTable", caption: "仕様", rows: [{ label: "重さ", value: "約 620 g" }] },
  { kind: "table", caption: "比較", head: ["項目", "A"], rows: [["画面", "8 インチ"]] },
  {
    kind: "priceTable",
    caption: "料金",
    plans: [{ name: "ライト", price: "月額 3,300円(税込)" }],
    rows: [{ label: "人数", values: ["3人"] }],
  },
  { kind: "faq", heading: "質問", items: [{ question: "使えますか。", answer: "使えます。" }] },
  { kind: "steps", heading: "流れ", steps: [{ title: "申し込み", body: "フォームから送信します。" }] },
  { kind: "callToAction", heading: "相談する", actions: [{ label: "資料を請求する", href: "/document" }] },
  { kind: "relatedLinks", heading: "関連", links: [{ label: "料金を見る", href: "/price" }] },
  { kind: "quote", text: "便利です。", speaker: "佐藤様" },
  { kind: "figures", items: [{ value: "約2時間", label: "削減" }], basis: "※自社調べ" },
  { kind: "notice", tone: "info", body: "お知らせです。" },
  { kind: "notes", items: ["※注記です。"] },
];

describe("BlockRenderer", () => {
  const html = renderHtml(<BlockRenderer blocks={everyKind} />);

  it("renders every kind of block", () => {
    for (const text of [
      "本文です。",
      "IP68に対応しています。",
      "約 620 g",
      "8 インチ",
      "月額 3,300円(税込)",
      "使えますか。",
      "フォームから送信します。",
      'href="/document"',
      'href="/price"',
      "<blockquote",
      "※自社調べ",
      "お知らせです。",
      "※注記です。",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("puts block headings at the given level and item headings one below", () => {
    expect(headingLevels(html)).toEqual([2, 2, 3, 2, 2, 3, 2, 2]);
    expect(headingLevels(renderHtml(<BlockRenderer blocks={everyKind.slice(0, 2)} level={3} />))).toEqual([
      3, 3, 4,
    ]);
  });

  it("makes wide tables keyboard-scrollable regions named by their caption", () => {
    const wideTable: ContentBlock = {
      kind: "table",
      caption: "機種比較",
      head: ["項目", "Pad Mini Tough", "Pad Tough", "Pad Tough 10"],
      rows: [["画面", "8 インチ", "8 インチ", "10.1 インチ"]],
    };
    expect(renderHtml(<BlockRenderer blocks={[wideTable]} />)).toMatch(
      /<section class="g-table g-table--cards" aria-labelledby="([^"]+)" tabindex="0"><table[^>]*><caption id="\1">/,
    );
  });

  it("labels each value of a table with column headers by its column, for the cards a phone shows", () => {
    const priceTable: ContentBlock = {
      kind: "priceTable",
      caption: "料金",
      plans: [
        { name: "ライト", price: "月額 3,300円(税込)" },
        { name: "スタンダード", price: "月額 5,500円(税込)", recommended: true },
      ],
      rows: [{ label: "人数", values: ["3人", "10人"] }],
    };
    const cards = renderHtml(<BlockRenderer blocks={[everyKind[3]!, priceTable]} />);
    expect(cards.match(/class="g-table g-table--cards"/g)).toHaveLength(2);
    expect(cards).toContain(
      '<th scope="row">画面</th><td data-label="A"><span class="g-table__value">8 インチ</span></td>',
    );
    expect(cards).toContain(
      '<td data-label="スタンダード(おすすめ)"><span class="g-table__value">10人</span></td>',
    );
    // A label/value specification has no column headers: it stays two columns on a phone.
    expect(renderHtml(<BlockRenderer blocks={[everyKind[2]!]} />)).not.toContain("g-table--cards");
  });

  it("shows a related-links block as cards, and a long index as rows when it says so", () => {
    const links = [{ label: "料金を見る", href: "/price" }];
    const index = renderHtml(
      <BlockRenderer blocks={[{ kind: "relatedLinks", heading: "一覧", links, index: true }]} />,
    );
    expect(index).toContain('class="g-section g-related g-related--index"');
    expect(html).toContain('class="g-section g-related"');
  });

  it("adds no tab stop to tables that fit the screen", () => {
    expect(html).not.toContain("tabindex");
  });
});
