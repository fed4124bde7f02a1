import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ContentBlock } from "@genbagura/ui";
import * as v from "valibot";
import { ContentCollectionError, type ContentIssue } from "./issues";
import { blocksOfMarkdown } from "./markdownBlocks";
import { type ParsedMarkdown, parseMarkdown } from "./parseMarkdown";

/**
 * Where a collection's files are: a folder inside an app (`{ app: "news", folder: "content/cases" }`), or
 * an absolute folder of the same layout (a test's fixtures).
 */
export type CollectionRoot = { app: string; folder: string } | { app?: undefined; folder: string };

export interface CollectionDefinition<TSchema extends v.GenericSchema> {
  /** The app's package name (`news`) the folder is in; without it the folder is an absolute path (tests). */
  app?: string;
  /** The folder, one `<slug>.md` per entry: `content/news/pressrelease` inside the app. */
  folder: string;
  /** The frontmatter: use `v.strictObject`, so a misspelt field is an error rather than ignored. */
  frontmatter: TSchema;
  /** Which file names are slugs (they become URLs), and the rule in words for the error. */
  slug?: { test: (slug: string) => boolean; rule: string };
  /** Checks across fields and the file name (e.g. the date field is the date in the file name). */
  check?: (entry: { slug: string; data: v.InferOutput<TSchema> }) => { field: string; message: string }[];
}

export interface CollectionEntry<TData> {
  /** The file name without `.md`. */
  slug: string;
  data: TData;
  blocks: ContentBlock[];
}

/**
 * Where the build loader learns which folders (ending with a separator) and files a collection read, to
 * rebuild when one is added, changed or removed. Absent outside the loader.
 */
const readsKey = Symbol.for("@genbagura/collections:reads");

function recordReads(paths: readonly string[]): void {
  const reads = (globalThis as { [readsKey]?: string[] })[readsKey];
  reads?.push(...paths);
}

/**
 * Parsed and compiled files by their text. Parsing is the slow part, and the build runs several modules
 * over the same files (an index and the texts, for the browser and the server): each runs its own bundled
 * copy of this package, so the memo lives on `globalThis`. Keyed by the whole text, it is never stale.
 */
const compiledKey = Symbol.for("@genbagura/collections:compiled");

interface CompiledFile {
  parsed: Omit<ParsedMarkdown, "tree">;
  body: ReturnType<typeof blocksOfMarkdown>;
}

function compileFile(source: string): CompiledFile {
  const scope = globalThis as { [compiledKey]?: Map<string, CompiledFile> };
  const memo = scope[compiledKey] ?? new Map<string, CompiledFile>();
  scope[compiledKey] = memo;
  const known = memo.get(source);
  if (known) return known;
  const { tree, ...parsed } = parseMarkdown(source);
  const compiled = { parsed, body: blocksOfMarkdown(tree.children) };
  memo.set(source, compiled);
  return compiled;
}

/**
 * An app's folder, found the way Node finds its package from the working directory (any folder of the
 * repository). Not `import.meta.url`: the end-to-end tests load content modules as CommonJS, where it
 * cannot appear.
 */
function appDirectory(app: string): string {
  const requireHere = createRequire(path.join(process.cwd(), "collection.js"));
  return path.dirname(requireHere.resolve(`${app}/package.json`));
}

function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join("/");
}

function fieldOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((item) => String(item.key)).join(".") || "frontmatter";
}

/** The entries of the object schema at `keys` inside `schema` (a nested group such as `company`). */
function entriesAt(schema: unknown, keys: readonly unknown[]): Record<string, unknown> {
  let current = schema;
  for (const key of keys) {
    const entries =
      typeof current === "object" && current !== null && "entries" in current ? current.entries : undefined;
    current =
      typeof entries === "object" && entries !== null
        ? (entries as Record<string, unknown>)[String(key)]
        : undefined;
  }
  return typeof current === "object" && current !== null && "entries" in current
    ? (current.entries as Record<string, unknown>)
    : {};
}

/**
 * valibot words a missing or unknown key from the object's point of view ("Invalid key: Expected …");
 * an author needs "missing" (with the allowed values, for a list) or the fields there are, at any depth.
 */
function messageOf(issue: v.BaseIssue<unknown>, schema: v.GenericSchema): string {
  const keys = issue.path?.map((item) => item.key) ?? [];
  const field = keys.length > 0 ? String(keys.at(-1)) : undefined;
  if (issue.kind !== "schema" || !/object$/.test(issue.type) || field === undefined) return issue.message;
  const entries = entriesAt(schema, keys.slice(0, -1));
  if (!(field in entries)) return `unknown field (the fields are ${Object.keys(entries).join(", ")})`;
  if (issue.received !== "undefined") return issue.message;
  const fieldSchema = entries[field];
  const options =
    typeof fieldSchema === "object" && fieldSchema !== null && "options" in fieldSchema
      ? fieldSchema.options
      : undefined;
  return Array.isArray(options) ? `missing: one of ${options.join(", ")}` : "missing";
}

/**
 * Reads, validates and compiles every Markdown file of a folder, sorted by slug. Throws one
 * `ContentCollectionError` naming every file and field at fault, so a bad entry fails the build.
 */
export function loadCollection<TSchema extends v.GenericSchema>(
  definition: CollectionDefinition<TSchema>,
): CollectionEntry<v.InferOutput<TSchema>>[] {
  const folder = definition.app
    ? path.join(appDirectory(definition.app), definition.folder)
    : definition.folder;
  const names = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const files = names.map((name) => path.join(folder, name));
  recordReads([path.join(folder, path.sep), ...files]);
  const issues: ContentIssue[] = [];
  const entries: CollectionEntry<v.InferOutput<TSchema>>[] = [];
  for (const file of files) {
    const slug = path.basename(file, ".md");
    const shown = displayPath(file);
    const problem = (field: string, message: string, line?: number) =>
      issues.push({ file: shown, field, message, ...(line === undefined ? {} : { line }) });
    if (definition.slug && !definition.slug.test(slug)) problem("file name", definition.slug.rule);
    const { parsed, body } = compileFile(readFileSync(file, "utf8"));
    for (const message of parsed.frontmatterErrors) problem("frontmatter", message);
    if (parsed.frontmatter === undefined && parsed.frontmatterErrors.length === 0) {
      problem("frontmatter", "missing: the file starts with --- and the fields, then ---");
    }
    for (const issue of body.issues) problem("body", issue.message, issue.line);
    if (body.blocks.length === 0) problem("body", "empty: an entry has text");
    if (parsed.frontmatter === undefined) continue;
    const result = v.safeParse(definition.frontmatter, parsed.frontmatter);
    if (!result.success) {
      for (const issue of result.issues) problem(fieldOf(issue), messageOf(issue, definition.frontmatter));
      continue;
    }
    for (const issue of definition.check?.({ slug, data: result.output }) ?? [])
      problem(issue.field, issue.message);
    entries.push({ slug, data: result.output, blocks: body.blocks });
  }
  if (issues.length > 0) throw new ContentCollectionError(displayPath(folder), issues);
  return entries;
}
