// @ts-check
// The build step of content collections. A `*.collection.ts` module reads Markdown files with
// `loadCollection` when it runs. Tests and scripts simply run it in Node; for the browser and server
// bundles this loader runs it once at build time and replaces it with the data it exported, so neither the
// Markdown parser nor the files reach a bundle, and a bad entry fails the build with its file and field.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Shared with `loadCollection`, which lists every folder and file it read here. */
const readsKey = Symbol.for("@genbagura/collections:reads");
let evaluations = 0;

/**
 * Bundles the module for Node: the workspace's TypeScript (content, schemas, this package) is compiled in;
 * npm packages stay imports, resolved to absolute file URLs so the bundle runs from a `data:` URL.
 * @param {string} file
 */
async function bundleForNode(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    metafile: true,
    logLevel: "silent",
    plugins: [
      {
        name: "collection-module",
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith("@genbagura/") || args.pluginData === "resolving") return undefined;
            if (args.path.startsWith("node:")) return { path: args.path, external: true };
            const resolved = await esbuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: "resolving",
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            return { path: pathToFileURL(resolved.path).href, external: true };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? "";
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  return { code, inputs };
}

/**
 * Only data crosses into the bundle: functions, classes, dates or undefined would be lost or changed by
 * the JSON the loader writes, so they fail the build here.
 * @param {unknown} value
 * @param {string} where
 */
function assertPlainData(value, where) {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      assertPlainData(item, `${where}[${index}]`);
    });
    return;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(/** @type {Record<string, unknown>} */ (value))) {
      assertPlainData(item, `${where}.${key}`);
    }
    return;
  }
  throw new Error(
    `${where} is not plain data (${typeof value}): a collection module exports JSON-like values`,
  );
}

/** @type {Promise<unknown>} */
let queue = Promise.resolve();

/**
 * Runs a collection module and returns its exports and every file it depended on. One at a time: the
 * browser and server compilations load modules in parallel, and each evaluation collects its reads on
 * the one `globalThis`.
 * @param {string} file
 * @returns {Promise<{ exports: Record<string, unknown>; dependencies: string[] }>}
 */
export function evaluateCollectionModule(file) {
  const evaluation = queue.then(() => evaluateNow(file));
  queue = evaluation.catch(() => undefined);
  return evaluation;
}

/** @param {string} file */
async function evaluateNow(file) {
  const { code, inputs } = await bundleForNode(file);
  /** @type {string[]} */
  const reads = [];
  const scope = /** @type {{ [readsKey]?: string[] }} */ (globalThis);
  scope[readsKey] = reads;
  try {
    // The counter makes each evaluation a new module: Node caches modules by URL, and watch mode
    // re-runs the same code after a Markdown file changes. (Each stays in Node's module map: a few MB
    // over a long watch session, never in a production build.)
    evaluations += 1;
    const url = `data:text/javascript;base64,${Buffer.from(`${code}\n// ${evaluations}`).toString("base64")}`;
    /** @type {Record<string, unknown>} */
    const exports = await import(url);
    return { exports: { ...exports }, dependencies: [...inputs, ...reads] };
  } finally {
    delete scope[readsKey];
  }
}

/**
 * The module that replaces a collection module in a bundle: its exports as JSON. Shared with other
 * build steps that bundle content (the PDFs of packages/documents).
 * @param {Record<string, unknown>} exports
 */
export function moduleSource(exports) {
  return Object.entries(exports)
    .map(([name, value]) => {
      assertPlainData(value, name);
      const json = JSON.stringify(value);
      return name === "default" ? `export default ${json};` : `export const ${name} = ${json};`;
    })
    .join("\n");
}

/**
 * @this {import("@rspack/core").LoaderContext}
 */
export default function collectionLoader() {
  const callback = this.async();
  evaluateCollectionModule(this.resourcePath).then(
    ({ exports, dependencies }) => {
      for (const dependency of dependencies) {
        // Folders end with a separator: a new file in one rebuilds too.
        if (dependency.endsWith(path.sep)) this.addContextDependency(dependency);
        else this.addDependency(dependency);
      }
      callback(null, moduleSource(exports));
    },
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
