import { create } from "qrcode";

/** A QR code as vector data: one path over a `size`×`size` grid of modules (quiet zone not included). */
export interface QrCodeDrawing {
  size: number;
  path: string;
}

/**
 * Encodes `text` at build time (prerender or server render), so no QR code library reaches the browser:
 * each run of dark modules in a row becomes one rectangle of the path.
 */
export function drawQrCode(text: string): QrCodeDrawing {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  const rectangles: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column += 1;
      const run = column - start;
      rectangles.push(`M${start} ${row}h${run}v1h-${run}z`);
    }
  }
  return { size, path: rectangles.join("") };
}
