import { siteConfig } from "@genbagura/ui/siteConfig";
import { describe, expect, it } from "vitest";
import { blocksOfMarkdown } from "./markdownBlocks";
import { parseMarkdown } from "./parseMarkdown";

const compile = (markdown: string) => blocksOfMarkdown(parseMarkdown(markdown).tree.children);
// Any two products of the list, whatever it holds today.
const [first, second] = siteConfig.products;

describe(":product[id] in Markdown", () => {
  if (!first || !second) throw new Error("the site config lists fewer than two products");

  it("writes the product's name from the site config wherever text goes", () => {
    const { blocks, issues } = compile(
      [
        `:product[${first.id}]と:product[${second.id}]を導入しました。`,
        "",
        `- :product[${second.id}]で撮影`,
        "",
        ':::table{caption="使った製品"}',
        "| 製品 | 用途 |",
        "| --- | --- |",
        `| :product[${first.id}] | 撮影 |`,
        ":::",
      ].join("\n"),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      {
        kind: "prose",
        paragraphs: [`${first.name}と${second.name}を導入しました。`],
        bullets: [`${second.name}で撮影`],
      },
      { kind: "table", caption: "使った製品", head: ["製品", "用途"], rows: [[first.name, "撮影"]] },
    ]);
  });

  it("links a related item to the product's page under its name", () => {
    const { blocks, issues } = compile(
      [':::related{heading="関連製品"}', `- :product[${first.id}]`, ":::"].join("\n"),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      { kind: "relatedLinks", heading: "関連製品", links: [{ label: first.name, href: first.path }] },
    ]);
  });

  it("reports an id the site config does not list, and an unknown directive, at their lines", () => {
    const { issues } = compile(
      [
        "導入の経緯です。",
        "",
        "前の行。",
        ":product[pad-turbo]を使います。",
        "",
        ":prodcut[pad]も。",
        "",
        ':::related{heading="関連"}',
        "- :product[nope]",
        ":::",
      ].join("\n"),
    );
    expect(issues).toEqual([
      { line: 4, message: expect.stringContaining('unknown product id "pad-turbo"') },
      { line: 6, message: expect.stringContaining("unknown directive :prodcut[pad]") },
      { line: 9, message: expect.stringContaining('unknown product id "nope"') },
    ]);
  });

  it("leaves text with colons and brackets that is no directive as written", () => {
    const { blocks, issues } = compile("受付は10:30から[予約制]です。URLはhttps://example.jp/[a]です。");
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      { kind: "prose", paragraphs: ["受付は10:30から[予約制]です。URLはhttps://example.jp/[a]です。"] },
    ]);
  });
});
