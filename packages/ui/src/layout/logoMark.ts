/**
 * The brand mark (a storehouse whose door is a camera lens) as data on a 40×40 grid: the header draws it
 * as inline SVG, the PDFs with React-PDF's SVG primitives, so both print the same mark.
 */
export const logoMark = {
  size: 40,
  tile: { radius: 8, fill: "#0b2f5b" },
  roof: { d: "M5 18 20 7l15 11z", fill: "#f7941d" },
  wall: { x: 10, y: 18, width: 20, height: 15, fill: "#ffffff" },
  lens: { cx: 20, cy: 25.5, outer: 5, inner: 2, outerFill: "#0b2f5b", innerFill: "#f7941d" },
} as const;
