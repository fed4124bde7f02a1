import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
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
  // On white, as the pages they are printed on: an opaque drawing is embedded as it is, where one with
  // transparency is decoded and split into colour and mask, which took most of a booklet's render and
  // wrote the images in whichever order their decoding ended (the same input gave other bytes).
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: widthPx },
    font: { loadSystemFonts: false },
    background: "#ffffff",
  }).render();
  return opaquePng(image.width, image.height, image.pixels);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** An RGB PNG (8 bits, no alpha) of opaque RGBA pixels. */
function opaquePng(width: number, height: number, rgba: Buffer): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0, out = 0, from = 0; y < height; y += 1) {
    rows[out++] = 0; // filter: none
    for (let x = 0; x < width; x += 1, from += 4) {
      rows[out++] = rgba[from] ?? 0;
      rows[out++] = rgba[from + 1] ?? 0;
      rows[out++] = rgba[from + 2] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
