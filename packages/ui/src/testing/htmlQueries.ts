/** Small readers over server-rendered HTML, enough for structural assertions without a DOM. */

/** Heading levels in document order, e.g. [1, 2, 3, 2]. */
export function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

/** True when no heading skips a level on the way down (h2 -> h4 is a skip; h4 -> h2 is fine). */
export function headingsAreInOrder(levels: readonly number[]): boolean {
  return levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 0) + 1);
}

/** How many opening tags of `tagName` the HTML holds. */
export function countTags(html: string, tagName: string): number {
  return [...html.matchAll(new RegExp(`<${tagName}[\\s>]`, "g"))].length;
}

/** The text of every element whose `name` attribute equals `value`, e.g. aria-current="page". */
export function textsWithAttribute(html: string, name: string, value: string): string[] {
  const pattern = new RegExp(`<[a-z]+[^>]*\\s${name}="${value}"[^>]*>([^<]*)<`, "g");
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}
