/**
 * An SVG document as a `data:` URL for an `<img>`: only the characters a URL or an HTML attribute would
 * misread or bloat are percent-encoded, so Japanese text and spaces stay as they are (full percent-encoding
 * would triple the bytes of every kana, and React writes `<` or `'` in an attribute as a 4–6 byte entity).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>'"&\n]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
}
