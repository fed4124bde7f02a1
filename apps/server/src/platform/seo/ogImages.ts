import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { drawingOf, type IllustrationName } from "@genbagura/illustrations/drawings";
import { Resvg } from "@resvg/resvg-js";

const require = createRequire(import.meta.url);

/** Per-family colours of the share image; the drawing is the same tablet-on-site motif for all. */
const families: Readonly<Record<string, { accent: string; sky: string }>> = {
  default: { accent: "#f28c28", sky: "#dbe7f5" },
  shell: { accent: "#f28c28", sky: "#dbe7f5" },
  cloud: { accent: "#2f80d1", sky: "#d6ecff" },
  "pad-hardware": { accent: "#f28c28", sky: "#fde6cf" },
  goyo: { accent: "#2e7d4f", sky: "#dcefe3" },
  support: { accent: "#6b4fbb", sky: "#e7e0f7" },
  news: { accent: "#c2410c", sky: "#fde4d6" },
};

/** A 1200×630 illustration (no text, so no font is needed at build time). */
export function ogImageSvg(family: string): string {
  const { accent, sky } = families[family] ?? families.default!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${sky}"/>
  <rect y="470" width="1200" height="160" fill="#c9d3df"/>
  <g stroke="#8a99ab" stroke-width="14" fill="none">
    <path d="M110 470V170M290 470V170M110 250H290M110 360H290M110 250L290 360"/>
    <path d="M900 470V90H1080M900 110L1040 90M1080 90v40"/>
  </g>
  <rect x="430" y="150" width="420" height="300" rx="34" fill="#0b2f5b"/>
  <rect x="460" y="180" width="360" height="240" rx="12" fill="#bcd4ee"/>
  <path d="M460 420l120-130 80 70 70-90 90 150z" fill="#1f5fa8"/>
  <circle cx="760" cy="230" r="28" fill="${accent}"/>
  <rect x="490" y="320" width="150" height="80" rx="6" fill="#2d5a45"/>
  <path d="M510 345h110M510 372h110M560 330v60" stroke="#fff" stroke-width="5"/>
  <rect x="80" y="60" width="140" height="40" rx="20" fill="${accent}"/>
</svg>`;
}

/**
 * Share images hold no text (the test says so), so resvg need not scan the system's fonts: that scan was
 * most of each call (about 1.7 s of 1.9 s on a loaded machine, with the same PNG bytes).
 */
const rasterOptions = { fitTo: { mode: "width", value: 1200 }, font: { loadSystemFonts: false } } as const;

export function ogImagePng(family: string): Buffer {
  return new Resvg(ogImageSvg(family), rasterOptions).render().asPng();
}

export const ogImageFamilies = Object.keys(families);

/** The drawing's own SVG file, as published by `@genbagura/illustrations`. */
export function drawingSvg(name: IllustrationName): string {
  return readFileSync(require.resolve(`@genbagura/illustrations/svg/${name}.svg`), "utf8");
}

/**
 * A product page's share image: the product's drawing, scaled to fit 1200×630 and centred on its own
 * background colour (the drawing's first shape, which fills its canvas).
 */
export function drawingOgImageSvg(name: IllustrationName): string {
  const { width, height } = drawingOf(name);
  const scale = Math.min(1200 / width, 630 / height);
  const [w, h] = [width * scale, height * scale];
  const inner = drawingSvg(name)
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
  const background = /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i.exec(inner)?.[1] ?? "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${background}"/>
  <svg x="${(1200 - w) / 2}" y="${(630 - h) / 2}" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${inner}</svg>
</svg>`;
}

export function drawingOgImagePng(name: IllustrationName): Buffer {
  return new Resvg(drawingOgImageSvg(name), rasterOptions).render().asPng();
}
