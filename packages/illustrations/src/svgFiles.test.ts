// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawings, illustrationNames } from "./drawings";

const svgDir = path.join(import.meta.dirname, "../svg");
const files = readdirSync(svgDir).filter((file) => file.endsWith(".svg"));
const SVG_NS = "http://www.w3.org/2000/svg";
/** Hand-drawn flat shapes: a file past this has stopped being a simple drawing. */
const MAX_BYTES = 4096;

function parse(source: string): Document {
  return new DOMParser().parseFromString(source, "image/svg+xml");
}

describe("drawing files", () => {
  it("has exactly one file per named drawing", () => {
    expect(files.map((file) => file.replace(/\.svg$/, "")).sort()).toEqual([...illustrationNames].sort());
  });

  it.each(files)("%s is a well-formed, self-contained, small SVG on the drawing's canvas", (file) => {
    const source = readFileSync(path.join(svgDir, file), "utf8");
    const document = parse(source);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const root = document.documentElement;
    expect(root.localName).toBe("svg");
    expect(root.namespaceURI).toBe(SVG_NS);
    const { width, height } = drawings[file.replace(/\.svg$/, "") as keyof typeof drawings];
    expect(root.getAttribute("viewBox")).toBe(`0 0 ${width} ${height}`);
    expect(root.getAttribute("width")).toBe(String(width));
    expect(root.getAttribute("height")).toBe(String(height));
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(MAX_BYTES);

    const elements = [...document.getElementsByTagName("*")];
    const names = new Set(elements.map((element) => element.localName));
    // No text either: PDFs rasterise these files without loading any font (packages/documents).
    for (const forbidden of ["script", "foreignObject", "image", "use", "style", "iframe", "a", "text"])
      expect(names.has(forbidden), `<${forbidden}>`).toBe(false);
    for (const element of elements) {
      for (const attribute of [...element.attributes]) {
        expect(
          attribute.name.toLowerCase().startsWith("on"),
          `${attribute.name} on <${element.localName}>`,
        ).toBe(false);
        if (attribute.localName === "href") expect(attribute.value).toMatch(/^#/);
        expect(attribute.value, attribute.name).not.toMatch(/url\(\s*['"]?(?!#)|javascript:/i);
      }
    }
  });
});

describe("drawing data", () => {
  it.each(illustrationNames)("%s has a Japanese text alternative and a positive size", (name) => {
    const { alt, width, height } = drawings[name];
    expect(alt.trim()).not.toBe("");
    expect(alt).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  });

  it("never gives two drawings the same text alternative", () => {
    const alts = illustrationNames.map((name) => drawings[name].alt);
    expect(new Set(alts).size).toBe(alts.length);
  });
});
