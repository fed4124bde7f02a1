/**
 * What a prerendered page gives the search index: the text of its `<main>`, read from the HTML the
 * publish wrote, split into the fields the index weighs differently. Repeated and decorative parts stay
 * out: navigation (breadcrumbs, tables of contents), forms and search boxes, closing calls to action,
 * related-page lists, and whatever is `aria-hidden` (UI previews, marks). Text a record or a shared
 * block gives (`data-source`) counts once per page, however often the page repeats it.
 */

export interface PageText {
  headings: string[];
  /** FAQ questions (`<summary>` and `<dt>`). */
  questions: string[];
  body: string;
}

/** Elements whose whole subtree is left out. */
const skippedElements = new Set([
  "nav",
  "form",
  "search",
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "button",
]);
/** Classes of repeated blocks (the closing call to action, related pages): the same on many pages. */
const skippedClasses = ["g-cta", "g-related"];
const voidElements = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const blockElements = new Set([
  "p",
  "li",
  "td",
  "th",
  "dt",
  "dd",
  "div",
  "section",
  "caption",
  "figcaption",
  "tr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "summary",
  "details",
  "table",
  "ul",
  "ol",
  "header",
  "article",
  "aside",
  "blockquote",
  "br",
]);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag)?.[1];
}

function isSkipped(name: string, tag: string): boolean {
  if (skippedElements.has(name)) return true;
  if (attribute(tag, "aria-hidden") === "true" || /\shidden(?=[\s/>=])/.test(tag)) return true;
  // A drawn product screen and its caption describe the picture, not the page (the copy measure agrees).
  if (/\sdata-preview(?=[\s/>=])/.test(tag)) return true;
  const classes = (attribute(tag, "class") ?? "").split(/\s+/);
  return skippedClasses.some((skipped) => classes.includes(skipped));
}

type Field = "heading" | "question" | "body";

/** Reads the `<main>` of a rendered page (React's well-formed output) into its fields. */
export function pageTextOf(html: string): PageText {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const fields: Record<Field, string[]> = { heading: [], question: [], body: [] };
  const seenSources = new Set<string>();
  // One entry per open element: its name, and what it does to the text inside it.
  const stack: { name: string; skip: boolean; field: Field | null }[] = [];
  const current: Record<Field, string> = { heading: "", question: "", body: "" };
  const flush = (field: Field) => {
    const text = decodeEntities(current[field]).replace(/\s+/g, " ").trim();
    if (text) fields[field].push(text);
    current[field] = "";
  };
  const skipping = () => stack.some((entry) => entry.skip);
  const fieldNow = (): Field => stack.findLast((entry) => entry.field !== null)?.field ?? "body";
  const token = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|([^<]+)/g;
  for (const match of main.matchAll(token)) {
    const [whole, name, , text] = match;
    if (text !== undefined) {
      if (!skipping()) current[fieldNow()] += text;
      continue;
    }
    if (!name) continue;
    const element = name.toLowerCase();
    if (whole.startsWith("</")) {
      const index = stack.findLastIndex((entry) => entry.name === element);
      if (index < 0) continue;
      const [closed] = stack.splice(index);
      if (closed!.field) flush(closed!.field);
      else if (blockElements.has(element) && !skipping()) current[fieldNow()] += "\n";
      continue;
    }
    if (voidElements.has(element) || whole.endsWith("/>")) {
      if (element === "br" && !skipping()) current[fieldNow()] += "\n";
      continue;
    }
    const source = attribute(whole, "data-source");
    const repeated = source !== undefined && seenSources.has(source);
    if (source !== undefined) seenSources.add(source);
    const field: Field | null = /^h[1-6]$/.test(element)
      ? "heading"
      : element === "summary" || element === "dt"
        ? "question"
        : null;
    if (field && !skipping()) flush(fieldNow());
    stack.push({ name: element, skip: repeated || isSkipped(element, whole), field });
  }
  flush("body");
  return {
    headings: fields.heading,
    questions: fields.question,
    body: fields.body
      .join("\n")
      .replace(/\n\s*\n+/g, "\n")
      .trim(),
  };
}
