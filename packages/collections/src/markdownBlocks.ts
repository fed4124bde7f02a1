import type { ContentBlock, LinkItem, ProseData } from "@genbagura/ui";
import type {
  BlockContent,
  DefinitionContent,
  List,
  ListItem,
  Node,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
} from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { productDirective, resolveProductDirectives } from "./productDirectives";

/**
 * Markdown body -> the site's content blocks (the same typed blocks a TS page is written in), so an
 * article's text reaches the page as data that React escapes, never as markup. Anything the blocks cannot
 * say (raw HTML, images, emphasis, inline links in prose, code, nested lists) is reported, not dropped.
 *
 * The grammar an article is written in:
 * - paragraphs, and `## headings` that start a new section (the title is the frontmatter's, so no `#`);
 * - one `-` list per section, after its paragraphs (a paragraph after a list starts a new section);
 * - `:::table{caption="…" heading="…"}` with a GFM table (first row the header) and an optional list of notes;
 * - `:::spec{caption="…" heading="…"}` with a list of `**label** value` and an optional list of notes;
 * - `:::figures{heading="…" basis="…"}` with a list of `**value** label`, each optionally holding a
 *   one-item `-` list: the figure's note (e.g. what it was before);
 * - `:::notes` with a list of notes;
 * - `:::related{heading="…"}` with a list of `[label](/path)`;
 * - `:::quote{speaker="…" role="…"}` with one paragraph: what the speaker said;
 * - in any text, `:product[pad-tough]` for a product's name from the site config's product list, and in a
 *   `:::related` list `- :product[pad-tough]` for a link to its page with its name (productDirectives.ts).
 */

export interface BodyIssue {
  line?: number;
  message: string;
}

type ProseBlock = { kind: "prose" } & { -readonly [Key in keyof ProseData]: ProseData[Key] };

interface Compiler {
  blocks: ContentBlock[];
  issues: BodyIssue[];
  /** The section paragraphs and a list are added to, until a heading or a directive closes it. */
  prose: ProseBlock | undefined;
}

function lineOf(node: Node): number | undefined {
  return node.position?.start.line;
}

function report(compiler: Compiler, node: Node, message: string): void {
  compiler.issues.push({ line: lineOf(node), message });
}

const notAllowed: Partial<Record<string, string>> = {
  html: "raw HTML is not allowed in content",
  image: "images are not supported in this collection",
  emphasis: "emphasis (*…*) is not supported: text is plain",
  strong: "bold (**…**) is only for the first words of a :::spec or :::figures item",
  link: "links are only allowed in a :::related list",
  inlineCode: "inline code (`…`) is not supported: text is plain",
  code: "code blocks are not supported",
  blockquote: "quotations (>) are not supported",
  thematicBreak: "horizontal rules (---) are not supported",
  textDirective: "directives inside text are not supported",
  leafDirective: "only container directives (:::name) are supported",
  definition: "link definitions are not supported",
  linkReference: "links are only allowed in a :::related list",
  imageReference: "images are not supported in this collection",
  footnoteReference: "footnotes are not supported",
  delete: "strikethrough is not supported",
};

function describe(node: Node): string {
  const reason = notAllowed[node.type] ?? `${node.type} is not supported here`;
  return node.type === "html" && "value" in node ? `${reason}: ${String(node.value).slice(0, 40)}` : reason;
}

// A line break inside a paragraph joins the lines: with nothing between Japanese text (CSS would render
// no space there either), with a space between Latin words.
function joinLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, (_match, offset: number, whole: string) => {
    const before = whole.charCodeAt(offset - 1);
    const after = whole.charCodeAt(offset + _match.length);
    return before < 0x80 && after < 0x80 ? " " : "";
  });
}

/** The plain text of inline content; reports anything that is not plain text. */
function plainText(compiler: Compiler, children: readonly PhrasingContent[]): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text") text += child.value;
    else report(compiler, child, describe(child));
  }
  const line = children[0] ? lineOf(children[0]) : undefined;
  const named = resolveProductDirectives(text, line, (issue) => compiler.issues.push(issue));
  return joinLines(named).trim();
}

function paragraphText(compiler: Compiler, node: BlockContent | DefinitionContent): string | undefined {
  if (node.type === "paragraph") return plainText(compiler, node.children);
  report(compiler, node, describe(node));
  return undefined;
}

/** Each item of a list as its one paragraph; nested lists, ordered lists and checkboxes are reported. */
function listItems(compiler: Compiler, list: List): Paragraph[] {
  if (list.ordered) report(compiler, list, "numbered lists are not supported: use - items");
  const items: Paragraph[] = [];
  for (const item of list.children) {
    const [first, ...rest] = item.children;
    if (item.checked !== null && item.checked !== undefined)
      report(compiler, item, "checkboxes are not supported");
    if (first?.type !== "paragraph" || rest.length > 0) {
      report(compiler, item, "a list item is one paragraph of text (no nested lists)");
      continue;
    }
    items.push(first);
  }
  return items;
}

function startProse(compiler: Compiler, heading?: string): ProseBlock {
  const prose: ProseBlock = { kind: "prose", ...(heading === undefined ? {} : { heading }), paragraphs: [] };
  compiler.blocks.push(prose);
  compiler.prose = prose;
  return prose;
}

/** The section a paragraph or list joins: the open one, unless it already ends with its list. */
function openProse(compiler: Compiler): ProseBlock {
  return compiler.prose && !compiler.prose.bullets ? compiler.prose : startProse(compiler);
}

function attribute(
  compiler: Compiler,
  node: ContainerDirective,
  name: string,
  required: boolean,
): string | undefined {
  const value = node.attributes?.[name] ?? undefined;
  if (required && !value) report(compiler, node, `:::${node.name} needs ${name}="…"`);
  return value || undefined;
}

function checkAttributes(compiler: Compiler, node: ContainerDirective, known: readonly string[]): void {
  for (const name of Object.keys(node.attributes ?? {})) {
    if (!known.includes(name)) report(compiler, node, `:::${node.name} has no attribute ${name}`);
  }
  if (node.children.some((child) => child.type === "paragraph" && child.data?.directiveLabel)) {
    report(compiler, node, `:::${node.name}[…] takes no label`);
  }
}

function contentOf(node: ContainerDirective): (BlockContent | DefinitionContent)[] {
  return node.children.filter((child) => !(child.type === "paragraph" && child.data?.directiveLabel));
}

function onlyList(compiler: Compiler, node: ContainerDirective): List | undefined {
  const [list, ...rest] = contentOf(node);
  if (list?.type !== "list" || rest.length > 0) {
    report(compiler, node, `:::${node.name} holds one - list`);
    return undefined;
  }
  return list;
}

function tableBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, ["caption", "heading"]);
  const caption = attribute(compiler, node, "caption", true);
  const heading = attribute(compiler, node, "heading", false);
  const [table, notes, ...rest] = contentOf(node);
  if (table?.type !== "table" || (notes && notes.type !== "list") || rest.length > 0) {
    report(compiler, node, ":::table holds one table, then optionally a - list of notes");
    return undefined;
  }
  const rows = (table as Table).children.map((row) =>
    row.children.map((cell) => plainText(compiler, cell.children)),
  );
  const [head = [], ...body] = rows;
  const noteItems =
    notes?.type === "list"
      ? listItems(compiler, notes).map((item) => plainText(compiler, item.children))
      : [];
  return {
    kind: "table",
    ...(heading ? { heading } : {}),
    caption: caption ?? "",
    head,
    rows: body,
    ...(noteItems.length > 0 ? { notes: noteItems } : {}),
  };
}

/** `**bold** rest` list items as pairs; reports items of another shape. */
function boldPairs(compiler: Compiler, list: List, shape: string): { bold: string; rest: string }[] {
  return listItems(compiler, list).flatMap((item) => {
    const [bold, ...rest] = item.children;
    if (bold?.type !== "strong") {
      report(compiler, item, `a :::${shape} item is **…** followed by text`);
      return [];
    }
    return [{ bold: plainText(compiler, bold.children), rest: plainText(compiler, rest) }];
  });
}

function specBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, ["caption", "heading"]);
  const caption = attribute(compiler, node, "caption", true);
  const heading = attribute(compiler, node, "heading", false);
  const [rows, notes, ...rest] = contentOf(node);
  if (rows?.type !== "list" || (notes && notes.type !== "list") || rest.length > 0) {
    report(compiler, node, ":::spec holds a - list of **label** value, then optionally a - list of notes");
    return undefined;
  }
  const noteItems =
    notes?.type === "list"
      ? listItems(compiler, notes).map((item) => plainText(compiler, item.children))
      : [];
  return {
    kind: "specTable",
    ...(heading ? { heading } : {}),
    caption: caption ?? "",
    rows: boldPairs(compiler, rows, "spec").map(({ bold, rest: value }) => ({ label: bold, value })),
    ...(noteItems.length > 0 ? { notes: noteItems } : {}),
  };
}

/** A figure's note: the item's one-item `-` list, taken off the item so the rest reads as any item. */
function figureNote(compiler: Compiler, item: ListItem): { item: ListItem; note?: string } {
  const [first, nested, ...rest] = item.children;
  if (nested?.type !== "list" || rest.length > 0) return { item };
  const [note, ...more] = listItems(compiler, nested);
  if (!note || more.length > 0) report(compiler, nested, "a :::figures note is one - item under the figure");
  const text = note ? plainText(compiler, note.children) : "";
  return { item: { ...item, children: first ? [first] : [] }, ...(text ? { note: text } : {}) };
}

function figuresBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, ["heading", "basis"]);
  const heading = attribute(compiler, node, "heading", false);
  const basis = attribute(compiler, node, "basis", false);
  const list = onlyList(compiler, node);
  if (!list) return undefined;
  const withNotes = list.children.map((item) => figureNote(compiler, item));
  const pairs = boldPairs(compiler, { ...list, children: withNotes.map(({ item }) => item) }, "figures");
  // boldPairs drops an item of the wrong shape (and reports it): keep the notes in step only when none was.
  const notes = pairs.length === withNotes.length ? withNotes.map(({ note }) => note) : [];
  const items = pairs.map(({ bold, rest }, index) => {
    const note = notes[index];
    return { value: bold, label: rest, ...(note ? { note } : {}) };
  });
  return { kind: "figures", ...(heading ? { heading } : {}), items, ...(basis ? { basis } : {}) };
}

function notesBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, []);
  const list = onlyList(compiler, node);
  if (!list) return undefined;
  return {
    kind: "notes",
    items: listItems(compiler, list).map((item) => plainText(compiler, item.children)),
  };
}

/** Site paths and https addresses only: content never makes a `javascript:` or `data:` link. */
const safeHref = /^(\/(?!\/)|https:\/\/)/;

function relatedBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, ["heading"]);
  const heading = attribute(compiler, node, "heading", true) ?? "";
  const list = onlyList(compiler, node);
  if (!list) return undefined;
  const links: LinkItem[] = listItems(compiler, list).flatMap((item) => {
    const [link, ...rest] = item.children;
    if (link?.type === "text" && rest.length === 0 && link.value.trim().startsWith(":product[")) {
      const product = productDirective(link.value.trim());
      // An unknown id is reported as in any text.
      if (!product) plainText(compiler, [link]);
      return product ? [{ label: product.name, href: product.path }] : [];
    }
    if (link?.type !== "link" || rest.length > 0) {
      report(compiler, item, "a :::related item is one [label](/path) or one :product[id]");
      return [];
    }
    if (!safeHref.test(link.url))
      report(compiler, link, `links go to /paths or https:// addresses, not ${link.url}`);
    return [{ label: plainText(compiler, link.children), href: link.url }];
  });
  return { kind: "relatedLinks", heading, links };
}

function quoteBlock(compiler: Compiler, node: ContainerDirective): ContentBlock | undefined {
  checkAttributes(compiler, node, ["speaker", "role"]);
  const speaker = attribute(compiler, node, "speaker", true) ?? "";
  const role = attribute(compiler, node, "role", false);
  const [paragraph, ...rest] = contentOf(node);
  if (paragraph?.type !== "paragraph" || rest.length > 0) {
    report(compiler, node, ":::quote holds one paragraph");
    return undefined;
  }
  return { kind: "quote", text: plainText(compiler, paragraph.children), speaker, ...(role ? { role } : {}) };
}

const directives: Record<string, (compiler: Compiler, node: ContainerDirective) => ContentBlock | undefined> =
  {
    table: tableBlock,
    spec: specBlock,
    figures: figuresBlock,
    notes: notesBlock,
    related: relatedBlock,
    quote: quoteBlock,
  };

function compileNode(compiler: Compiler, node: RootContent): void {
  switch (node.type) {
    case "yaml":
      return;
    case "heading":
      if (node.depth !== 2) report(compiler, node, "headings are ## (the title is the frontmatter's title)");
      startProse(compiler, plainText(compiler, node.children));
      return;
    case "paragraph": {
      const text = paragraphText(compiler, node);
      if (!text) return;
      const prose = openProse(compiler);
      prose.paragraphs = [...prose.paragraphs, text];
      return;
    }
    case "list": {
      const prose = openProse(compiler);
      prose.bullets = listItems(compiler, node).map((item) => plainText(compiler, item.children));
      return;
    }
    case "containerDirective": {
      compiler.prose = undefined;
      const compile = directives[node.name];
      if (!compile) {
        report(
          compiler,
          node,
          `unknown block :::${node.name} (known: ${Object.keys(directives).join(", ")})`,
        );
        return;
      }
      const block = compile(compiler, node);
      if (block) compiler.blocks.push(block);
      return;
    }
    default:
      report(compiler, node, describe(node));
  }
}

/** The blocks of a parsed Markdown body, and what in it the blocks cannot say. */
export function blocksOfMarkdown(nodes: readonly RootContent[]): {
  blocks: ContentBlock[];
  issues: BodyIssue[];
} {
  const compiler: Compiler = { blocks: [], issues: [], prose: undefined };
  for (const node of nodes) compileNode(compiler, node);
  return { blocks: compiler.blocks, issues: compiler.issues };
}
