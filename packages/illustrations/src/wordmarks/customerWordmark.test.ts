// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { customerWordmark, wordmarkName } from "./customerWordmark";

function documentOf(src: string): Document {
  expect(src.startsWith("data:image/svg+xml,")).toBe(true);
  return new DOMParser().parseFromString(
    decodeURIComponent(src.slice("data:image/svg+xml,".length)),
    "image/svg+xml",
  );
}

describe("customer wordmarks", () => {
  it("writes the name without its legal form, behind a mark holding its first character", () => {
    expect(wordmarkName("株式会社浪速シグナル工業")).toBe("浪速シグナル工業");
    expect(wordmarkName("みどり野造園有限会社")).toBe("みどり野造園");
    const mark = customerWordmark("株式会社浪速シグナル工業");
    const texts = [...documentOf(mark.src).getElementsByTagName("text")].map((node) => node.textContent);
    expect(texts).toEqual(["浪", "浪速シグナル工業"]);
    expect(mark.alt).toBe("株式会社浪速シグナル工業");
  });

  it("is a well-formed SVG of its stated size, with nothing that could run or load", () => {
    const mark = customerWordmark("株式会社A&B建設<東>");
    const document = documentOf(mark.src);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const root = document.documentElement;
    expect(root.getAttribute("viewBox")).toBe(`0 0 ${mark.width} ${mark.height}`);
    for (const forbidden of ["script", "image", "use", "foreignObject", "a"])
      expect(document.getElementsByTagName(forbidden)).toHaveLength(0);
    // A URL would end at a raw "#"; the attribute would end at a raw double quote.
    expect(mark.src).not.toMatch(/[#"<>'&]/);
  });

  it("gives one name the same mark every time, and longer names wider marks", () => {
    expect(customerWordmark("株式会社北斗土木")).toEqual(customerWordmark("株式会社北斗土木"));
    expect(customerWordmark("株式会社瀬戸内マリン建設").width).toBeGreaterThan(
      customerWordmark("株式会社北斗土木").width,
    );
  });
});
