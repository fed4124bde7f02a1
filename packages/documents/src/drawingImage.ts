import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { Resvg } from "@resvg/resvg-js";

const require = createRequire(import.meta.url);

/** Each drawing at each width is rasterised once per process: booklets repeat scenes, sheets repeat covers. */
const rasterised = new Map<string, Buffer>();

/**
 * A drawing of `@genbagura/illustrations` as a PNG for a PDF (React-PDF embeds PNG and JPEG, not SVG):
 * the same file the pages show, rasterised at twice its printed width so it stays sharp on paper.
 */
export function drawingPng(name: IllustrationName, widthPx = 640): Buffer {
  const key = `${name}@${widthPx}`;
  const cached = rasterised.get(key);
  if (cached) return cached;
  const png = rasterisedPng(name, widthPx);
  rasterised.set(key, png);
  return png;
}

function rasterisedPng(name: IllustrationName, widthPx: number): Buffer {
  const svg = readFileSync(require.resolve(`@genbagura/illustrations/svg/${name}.svg`), "utf8");
  // The drawings hold no text, so resvg need not scan the system's fonts (most of its time per call).
  return new Resvg(svg, { fitTo: { mode: "width", value: widthPx }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
