// The main text of every prerendered page of the live site, as blocks (paragraphs, headings, list items,
// table cells...), for the copy checks. Only <main> is read: the header, navigation and footer are the
// layout's, and a page's breadcrumbs and decorative drawings are not its copy.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";

/** Elements whose text is one block of copy. Text outside them is grouped by its parent element. */
const blockTags = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "dt",
  "dd",
  "th",
  "td",
  "caption",
  "figcaption",
  "blockquote",
  "summary",
  "label",
  "legend",
  "option",
]);

/** Elements that hold no copy a visitor reads as text. */
const skippedTags = new Set(["nav", "svg", "script", "style", "noscript", "template", "select"]);

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

function findElement(node, predicate) {
  if (predicate(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findElement(child, predicate);
    if (found) return found;
  }
  return undefined;
}

const normalise = (text) => text.replace(/\s+/g, " ").trim();

/** Elements that flow inside a line of text; any other element starts a block of its own. */
const inlineTags = new Set([
  "a",
  "span",
  "strong",
  "em",
  "b",
  "i",
  "small",
  "time",
  "abbr",
  "sup",
  "sub",
  "br",
  "code",
]);

/**
 * Elements whose text is an item of a list, a table or a card, not a paragraph of the page's own prose:
 * a teaser of another page (a news summary in a listing, a related case) sits in one.
 */
const itemTags = new Set(["li", "a", "td", "th", "dd", "dt", "option"]);

/** A product's screen drawn in HTML (`data-preview`, ARCHITECTURE.md section 12) is a picture, not copy. */
const isRead = (node) =>
  !skippedTags.has(node.tagName) &&
  attribute(node, "aria-hidden") !== "true" &&
  attribute(node, "data-preview") === undefined;

/**
 * Pushes the blocks under `element` in reading order. A block element's text is one block (a block nested
 * in it, a list in a list item, is a block of its own); text and inline elements standing loose in a
 * container (a button in a <div>) make one block per run. Text of a record or a shared block carries the
 * `data-source` of its element or an ancestor as its `source`.
 */
function collectBlocks(element, blocks, inItem = false, outerSource = undefined) {
  const itemHere = inItem || itemTags.has(element.tagName);
  const source = attribute(element, "data-source") ?? outerSource;
  let run = "";
  let linkRun = "";
  const flush = () => {
    const text = normalise(run);
    // A line that is one link (「…」を見る) is a link, not a paragraph of prose.
    const linkOnly = text !== "" && normalise(linkRun) === text;
    if (text) blocks.push({ tag: element.tagName, text, inItem: itemHere || linkOnly, source });
    run = "";
    linkRun = "";
  };
  for (const child of element.childNodes ?? []) {
    if (child.nodeName === "#text") run += child.value;
    else if (!child.tagName || !isRead(child)) continue;
    else if (inlineTags.has(child.tagName)) {
      const text = inlineText(child, blocks, itemHere, source);
      run += text;
      if (child.tagName === "a") linkRun += text;
    } else {
      if (!blockTags.has(element.tagName)) flush();
      else run += " ";
      collectBlocks(child, blocks, itemHere, source);
    }
  }
  flush();
}

/** The text of an inline element (blocks found inside one, rare, are collected on their own). */
function inlineText(element, blocks, inItem, source) {
  const itemHere = inItem || itemTags.has(element.tagName);
  let text = "";
  for (const child of element.childNodes ?? []) {
    if (child.nodeName === "#text") text += child.value;
    else if (!child.tagName || !isRead(child)) continue;
    else if (inlineTags.has(child.tagName)) text += inlineText(child, blocks, itemHere, source);
    else collectBlocks(child, blocks, itemHere, source);
  }
  return text;
}

/**
 * What a page is, from its own markup: the thanks layout marks its <main> (`g-main--thanks`), a form page
 * and the sign-in page carry a <form>, the error pages (404, 500, a remote down) are a `g-error` section.
 */
function kindOf(main) {
  const classes = (attribute(main, "class") ?? "").split(/\s+/);
  if (classes.includes("g-main--thanks")) return "thanks";
  const hasClass = (node, name) => (attribute(node, "class") ?? "").split(/\s+/).includes(name);
  if (findElement(main, (node) => hasClass(node, "g-error"))) return "error";
  if (findElement(main, (node) => node.tagName === "form")) return "form";
  return "content";
}

/** The main text of a page: its kind and its blocks in reading order. */
export function mainTextOf(html) {
  const document = parse(html);
  const main = findElement(document, (node) => node.tagName === "main");
  if (!main) return { kind: "content", blocks: [] };
  const blocks = [];
  collectBlocks(main, blocks);
  return { kind: kindOf(main), blocks };
}

/** The live version of every app, from the site's registry. */
function liveVersions(siteDir) {
  const registry = JSON.parse(readFileSync(join(siteDir, "registry.json"), "utf8"));
  return new Map(Object.entries(registry.apps).map(([app, versions]) => [app, versions.live]));
}

/** `shell.8d2419e98f_cloud.0d3a8b694b` is live when each of its app versions is. */
function isLiveComposition(composition, live) {
  return composition.split("_").every((part) => {
    const dot = part.indexOf(".");
    return live.get(part.slice(0, dot)) === part.slice(dot + 1);
  });
}

function indexFilesUnder(dir, prefix) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return indexFilesUnder(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === "index.html" ? [{ path: prefix === "/" ? "/" : prefix.slice(0, -1), dir }] : [];
  });
}

/** Every prerendered page of the live compositions: its path, file and main text. */
export function livePages(siteDir = process.env.SITE_DIR ?? "site") {
  if (!existsSync(join(siteDir, "registry.json"))) {
    throw new Error(`No build in ${siteDir}: run \`npm run build\` first.`);
  }
  const live = liveVersions(siteDir);
  const pagesDir = join(siteDir, "pages");
  return readdirSync(pagesDir)
    .filter((composition) => isLiveComposition(composition, live))
    .flatMap((composition) => indexFilesUnder(join(pagesDir, composition), "/"))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, dir }) => {
      const file = join(dir, "index.html");
      return { path, file, ...mainTextOf(readFileSync(file, "utf8")) };
    });
}
