// The key of a rendered PDF: everything that decides its bytes. The document's element tree as React-PDF
// lays it out (components called, as React-PDF calls render props, down to its primitives, their props and
// styles, every image's bytes), the date of issue, this package's code (templates, theme, line breaking),
// every installed package React-PDF runs on, the font files and the zlib that compresses the streams.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Image } from "@react-pdf/renderer";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { documentFontFiles } from "./fonts";

const require = createRequire(import.meta.url);

/** Raised inside the walk for what the key cannot describe: such a document is drawn every time. */
class Unkeyable extends Error {}

const fragment = Symbol.for("react.fragment");
/** React-PDF's host type of `<Image>` (a string at run time; a link's `src` is an address, not bytes). */
const imageType: unknown = Image;

/** The page arguments React-PDF passes a `render` prop; its results for these are part of the key. */
const renderPropProbes = [1, 2, 3].map((pageNumber) => ({
  pageNumber,
  totalPages: 3,
  subPageNumber: pageNumber,
  subPageTotalPages: 3,
}));

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A prop value as data: images as the hash of their bytes, elements expanded, functions refused. */
function describeValue(value: unknown, name: string): unknown {
  if (value === undefined) return ["undefined"];
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : ["number", String(value)];
  if (value instanceof Uint8Array) return ["bytes", sha256(value)];
  if (value instanceof Date) return ["date", value.toISOString()];
  if (isValidElement(value)) return ["node", describeNode(value)];
  if (Array.isArray(value)) return value.map((item) => describeValue(item, name));
  if (typeof value === "object" && isPlainObject(value)) {
    return Object.entries(value).map(([key, item]) => [key, describeValue(item, key)]);
  }
  throw new Unkeyable(`the prop ${name} holds a ${typeof value} the cache cannot describe`);
}

function describeProps(type: string, props: Record<string, unknown>): unknown[] {
  const described: unknown[] = [];
  for (const [name, value] of Object.entries(props)) {
    if (name === "children") continue;
    if (name === "render" && typeof value === "function") {
      // Page numbers and the like: its source and what it draws on a few pages stand for it (what it
      // calls is this package's code, which the key holds too).
      const render = value as (page: (typeof renderPropProbes)[number]) => ReactNode;
      described.push([name, String(render), renderPropProbes.map((probe) => describeNode(render(probe)))]);
      continue;
    }
    if (typeof value === "function") throw new Unkeyable(`the prop ${name} is a function`);
    if (
      type === imageType &&
      name === "src" &&
      !(value instanceof Uint8Array) &&
      !String(value).startsWith("data:")
    ) {
      // A file, a URL or a loader: its bytes are not in the tree.
      throw new Unkeyable(`an image is read from ${String(value)}`);
    }
    described.push([name, describeValue(value, name)]);
  }
  return described;
}

/**
 * A node as React-PDF lays it out: text as text, fragments and arrays flattened, components called with
 * their props (the templates are plain functions of their props, as `printedText` relies on too).
 */
function describeNode(node: ReactNode): unknown[] {
  if (node === null || node === undefined || typeof node === "boolean") return [];
  if (typeof node === "string" || typeof node === "number") return [["text", String(node)]];
  if (Array.isArray(node)) return (node as ReactNode[]).flatMap(describeNode);
  if (!isValidElement<Record<string, unknown>>(node)) {
    throw new Unkeyable("a child is neither text nor an element");
  }
  const { type, props } = node;
  if ((type as unknown) === fragment) return describeNode(props.children as ReactNode);
  if (typeof type === "string") {
    return [[type, describeProps(type, props), describeNode(props.children as ReactNode)]];
  }
  if (typeof type === "function" && !(type.prototype as { isReactComponent?: unknown })?.isReactComponent) {
    try {
      return describeNode((type as (props: Record<string, unknown>) => ReactNode)(props));
    } catch (error) {
      // A component with hooks cannot be called outside React: draw it every time.
      if (error instanceof Unkeyable) throw error;
      throw new Unkeyable(`a component failed outside React: ${String(error)}`);
    }
  }
  throw new Unkeyable("a component is a class, a memo or another exotic type");
}

/** Where an installed package lives, resolved as Node does from `fromDir` (its exports do not matter). */
function installedPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `name@version` of a package and of everything it depends on, as installed. */
function installedClosure(name: string, fromDir: string): string[] {
  const seen = new Map<string, string>();
  const queue: [string, string][] = [[name, fromDir]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = installedPackageDir(...next);
    if (!dir || seen.has(dir)) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
      name: string;
      version: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    seen.set(dir, `${manifest.name}@${manifest.version}`);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      queue.push([dependency, dir]);
    }
  }
  return [...new Set(seen.values())].sort();
}

/** Every file of this package's sources but its tests and their helpers, each with its path. */
function packageSources(sourceDir: string): string[] {
  const testing = path.join(sourceDir, "testing");
  return readdirSync(sourceDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/u.test(entry.name) && entry.parentPath !== testing)
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => `${path.relative(sourceDir, file)} ${sha256(readFileSync(file))}`);
}

let rendererFingerprint: string | undefined;

/**
 * What draws the bytes besides the document: this package's code, React-PDF and what it depends on, the
 * fonts, zlib. Read once per process (the font files are about 11 MB).
 */
function renderer(): string {
  if (rendererFingerprint) return rendererFingerprint;
  // Resolved, not `import.meta`: the build renders from an esbuild bundle that holds this code.
  const sourceDir = path.dirname(require.resolve("@genbagura/documents"));
  rendererFingerprint = sha256(
    JSON.stringify({
      sources: packageSources(sourceDir),
      packages: installedClosure("@react-pdf/renderer", sourceDir),
      fonts: documentFontFiles().map(({ src, fontWeight }) => [fontWeight, sha256(readFileSync(src))]),
      zlib: process.versions.zlib,
    }),
  );
  return rendererFingerprint;
}

/** Bump when the stored entries change meaning. */
const keyFormat = 1;

/**
 * The cache key of a document's element tree issued on a date, or undefined when the tree holds something
 * the key cannot describe (a function prop other than `render`, an image read from a file, a component
 * with hooks): that document is drawn every time.
 */
export function renderKey(element: ReactElement, issuedOn: Date): string | undefined {
  try {
    const tree = describeNode(element);
    return sha256(JSON.stringify([keyFormat, renderer(), issuedOn.toISOString(), tree]));
  } catch (error) {
    if (error instanceof Unkeyable) return undefined;
    throw error;
  }
}
