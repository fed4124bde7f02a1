import { svgDataUrl } from "../svgDataUrl";

/**
 * The wordmark of a case-study customer, generated from its name: a simple geometric mark holding the
 * name's first character, then the name without its legal form. The customers are fictional, so their
 * marks are too; generating them from the name keeps every page that shows one customer showing the same
 * mark, and invents nothing else (no faces, no slogans).
 */

export interface Wordmark {
  src: string;
  /** The company's full name: the mark stands for the name and says nothing more. */
  alt: string;
  width: number;
  height: number;
}

const height = 40;
const markSize = 40;
/** The name's size at the wordmark's own height: a page that draws it smaller shrinks the name with it. */
export const wordmarkFontSize = 18;
const fontSize = wordmarkFontSize;
const gap = 10;

/** Deep tones that keep white text readable (contrast above 4.5:1). */
const tones = ["#0b2f5b", "#1d5e54", "#8a2f1d", "#3f4a1f", "#5a2d6b", "#334155", "#0f5f8a", "#7a3b00"];

const legalForms = /^(株式会社|有限会社|合同会社)|(株式会社|有限会社|合同会社)$/g;

/** The name as the mark writes it: without 株式会社 and its kin. */
export function wordmarkName(company: string): string {
  return company.replace(legalForms, "").trim();
}

/** A small stable hash of the name (FNV-1a), so a name always gets the same shape and tone. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const shapes: readonly ((fill: string) => string)[] = [
  (fill) => `<circle cx='20' cy='20' r='19' fill='${fill}'/>`,
  (fill) => `<rect x='1' y='1' width='38' height='38' rx='9' fill='${fill}'/>`,
  (fill) => `<path d='M20 0L40 20L20 40L0 20z' fill='${fill}'/>`,
  (fill) => `<path d='M10 2h20l10 18l-10 18H10L0 20z' fill='${fill}'/>`,
  (fill) => `<path d='M0 6a6 6 0 0 1 6-6h28a6 6 0 0 1 6 6v22L20 40L0 28z' fill='${fill}'/>`,
  (fill) => `<path d='M20 1L39 12v16L20 39L1 28V12z' fill='${fill}'/>`,
];

/** Width of a line of text: full-width characters are one em, the rest about 0.6 em. */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) < 0x100 ? size * 0.6 : size;
  return width;
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function customerWordmark(company: string): Wordmark {
  const name = wordmarkName(company);
  const hash = hashOf(name);
  const tone = tones[hash % tones.length] ?? "#0b2f5b";
  const shape = shapes[(hash >>> 8) % shapes.length] ?? shapes[0];
  const initial = [...name][0] ?? "";
  const width = Math.ceil(markSize + gap + textWidth(name, fontSize) + 2);
  const font = "font-family='Noto Sans CJK JP,Hiragino Sans,Yu Gothic,sans-serif' font-weight='700'";
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' width='${width}' height='${height}'>` +
    `<title>${escapeXml(company)}</title>${shape?.(tone) ?? ""}` +
    `<text x='20' y='27' font-size='19' fill='#fff' text-anchor='middle' ${font}>${escapeXml(initial)}</text>` +
    `<text x='${markSize + gap}' y='27' font-size='${fontSize}' fill='#1f2935' ${font}>${escapeXml(name)}</text></svg>`;
  return { src: svgDataUrl(svg), alt: company, width, height };
}
