import { describe, expect, it } from "vitest";
import { blocksOfMarkdown } from "./markdownBlocks";
import { parseMarkdown } from "./parseMarkdown";

function compile(markdown: string) {
  return blocksOfMarkdown(parseMarkdown(markdown).tree.children);
}

describe("Markdown bodies compile to content blocks", () => {
  it("makes sections of paragraphs, ## headings and lists", () => {
    const { blocks, issues } = compile(
      [
        "Lead one.",
        "",
        "## 主な機能",
        "",
        "次のことができます。",
        "",
        "- 一つ目",
        "- 二つ目",
        "",
        "後の段落。",
      ].join("\n"),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      { kind: "prose", paragraphs: ["Lead one."] },
      {
        kind: "prose",
        heading: "主な機能",
        paragraphs: ["次のことができます。"],
        bullets: ["一つ目", "二つ目"],
      },
      { kind: "prose", paragraphs: ["後の段落。"] },
    ]);
  });

  it("joins the lines of a paragraph without a space in Japanese, with one between Latin words", () => {
    const { blocks } = compile("現場蔵は\n写真を整理します。\nGenba\nGura");
    expect(blocks).toEqual([{ kind: "prose", paragraphs: ["現場蔵は写真を整理します。Genba Gura"] }]);
  });

  it("reads tables, figures, notes and related links from container directives", () => {
    const { blocks, issues } = compile(
      [
        ':::table{caption="収録ソフト" heading="内容"}',
        "| ソフト | 版 |",
        "| --- | --- |",
        "| 御用達 | 1.0 |",
        "",
        "- ※注記",
        ":::",
        "",
        ':::figures{heading="概要" basis="※当社調べ"}',
        "- **71%** 減った",
        ":::",
        "",
        ":::notes",
        "- ※一つ目",
        ":::",
        "",
        ':::related{heading="規約の全文"}',
        "- [規約を読む](/terms/genbagura_service)",
        ":::",
      ].join("\n"),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      {
        kind: "table",
        heading: "内容",
        caption: "収録ソフト",
        head: ["ソフト", "版"],
        rows: [["御用達", "1.0"]],
        notes: ["※注記"],
      },
      { kind: "figures", heading: "概要", items: [{ value: "71%", label: "減った" }], basis: "※当社調べ" },
      { kind: "notes", items: ["※一つ目"] },
      {
        kind: "relatedLinks",
        heading: "規約の全文",
        links: [{ label: "規約を読む", href: "/terms/genbagura_service" }],
      },
    ]);
  });

  it("reads a figure's note from its one-item list, and a quote with its speaker", () => {
    const { blocks, issues } = compile(
      [
        ":::figures",
        "- **約4分** 1か所あたりの撮影時間",
        "  - 導入前は約10分",
        "- **1人** 撮影に必要な人数",
        ":::",
        "",
        ':::quote{speaker="中井様" role="保守部 部長"}',
        "若手が自分から撮影を引き受けてくれるようになりました。",
        ":::",
      ].join("\n"),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      {
        kind: "figures",
        items: [
          { value: "約4分", label: "1か所あたりの撮影時間", note: "導入前は約10分" },
          { value: "1人", label: "撮影に必要な人数" },
        ],
      },
      {
        kind: "quote",
        text: "若手が自分から撮影を引き受けてくれるようになりました。",
        speaker: "中井様",
        role: "保守部 部長",
      },
    ]);
  });

  it("reports a quote without its speaker or with more than one paragraph, and a figure with two notes", () => {
    const { issues } = compile(
      [
        ":::quote",
        "一つ目。",
        "",
        "二つ目。",
        ":::",
        "",
        ":::figures",
        "- **約4分** 撮影時間",
        "  - 一つ目",
        "  - 二つ目",
        ":::",
      ].join("\n"),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      ':::quote needs speaker="…"',
      ":::quote holds one paragraph",
      "a :::figures note is one - item under the figure",
    ]);
  });

  it("never lets raw HTML through: a <script> is an error with its line, not text on the page", () => {
    const { blocks, issues } = compile(
      "First.\n\n<script>alert(1)</script>\n\nInline <img src=x onerror=alert(1)> too.",
    );
    expect(issues).toEqual([
      { line: 3, message: "raw HTML is not allowed in content: <script>alert(1)</script>" },
      { line: 5, message: "raw HTML is not allowed in content: <img src=x onerror=alert(1)>" },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/<script|<img/);
  });

  it("reports what blocks cannot say instead of dropping it", () => {
    const { issues } = compile(
      [
        "# Title",
        "",
        "*em* and [link](/x)",
        "",
        "1. one",
        "",
        "```",
        "code",
        "```",
        "",
        ":::unknown",
        "x",
        ":::",
      ].join("\n"),
    );
    expect(issues.map((issue) => issue.line)).toEqual([1, 3, 3, 5, 7, 11]);
  });

  it("refuses javascript: links in a related list", () => {
    const { issues } = compile(':::related{heading="関連"}\n- [x](javascript:alert(1))\n:::');
    expect(issues).toEqual([
      { line: 2, message: "links go to /paths or https:// addresses, not javascript:alert(1)" },
    ]);
  });

  it("leaves colons in text alone (no text directives)", () => {
    const { blocks, issues } = compile("Note:abc 10:30 https://example.com");
    expect(issues).toEqual([]);
    expect(blocks).toEqual([{ kind: "prose", paragraphs: ["Note:abc 10:30 https://example.com"] }]);
  });
});
