import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { drawQrCode } from "./qrCode";

/** The dark cells a drawing fills, read back from its path. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [start, row, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let column = start; column < start + run; column += 1) cells.add(`${row},${column}`);
  }
  return cells;
}

describe("drawQrCode", () => {
  const url = "https://apps.apple.com/jp/app/id1234567890";

  it("fills exactly the dark modules of the encoded symbol", () => {
    const drawing = drawQrCode(url);
    const { modules } = create(url, { errorCorrectionLevel: "M" });
    expect(drawing.size).toBe(modules.size);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) expected.add(`${row},${column}`);
      }
    }
    expect(darkCells(drawing.path)).toEqual(expected);
  });

  it("draws the three finder patterns in their corners", () => {
    const cells = darkCells(drawQrCode(url).path);
    const size = drawQrCode(url).size;
    for (const [row, column] of [
      [0, 0],
      [0, size - 1],
      [size - 1, 0],
    ]) {
      expect(cells.has(`${row},${column}`)).toBe(true);
    }
  });

  it("changes with the text it encodes", () => {
    expect(drawQrCode(url).path).not.toBe(drawQrCode(`${url}?ct=site`).path);
  });
});
