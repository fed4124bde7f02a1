// @ts-check
// Renders an app's PDFs: bundles its document list (`src/documents/index.tsx`, exporting `documents`)
// with esbuild for Node, React-PDF left to node_modules, then writes each document into --out.
// Run by the Rspack plugin of the app's client build (documentsPlugin.mjs), in a process of its own.
//   node renderDocuments.mjs --entry <file> --out <dir>
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { evaluateCollectionModule, moduleSource } from "@genbagura/collections/rspack-loader";
import { build } from "esbuild";

const { values } = parseArgs({ options: { entry: { type: "string" }, out: { type: "string" } } });
if (!values.entry || !values.out) throw new Error("usage: renderDocuments.mjs --entry <file> --out <dir>");
const entry = path.resolve(values.entry);
const out = path.resolve(values.out);
const appDir = path.resolve(path.dirname(entry), "../..");
/** Entries no build read for this long are removed (each commit of an app dates its PDFs anew). */
const cacheDays = 14;

// Inside the app so Node resolves the external packages from the workspace's node_modules.
const bundle = path.join(appDir, "node_modules/.cache/documents", `render-${process.pid}.mjs`);
await build({
  stdin: {
    contents: `export { documents } from ${JSON.stringify(entry)};\nexport { issueDate, printedText, pruneDocumentCache, renderDocument, workspaceDocumentCache } from "@genbagura/documents";\nexport { printedTextFile } from "@genbagura/routing";`,
    resolveDir: appDir,
    loader: "ts",
  },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: bundle,
  jsx: "automatic",
  external: [
    "@react-pdf/*",
    "react",
    "react/*",
    "react-dom",
    "react-dom/*",
    "react-router",
    "@expo-google-fonts/*",
    "@resvg/*",
  ],
  loader: { ".css": "empty", ".svg": "text" },
  plugins: [
    {
      // Content collections (`*.collection.ts`) become the data they export, as in the app's bundles
      // (packages/collections/src/rspackLoader.mjs): the PDFs print what the pages show, and neither
      // the Markdown files nor the parser reach this bundle.
      name: "content-collections",
      setup(esbuild) {
        esbuild.onLoad({ filter: /\.collection\.ts$/ }, async (args) => {
          const { exports, dependencies } = await evaluateCollectionModule(args.path);
          return { contents: moduleSource(exports), loader: "js", watchFiles: dependencies };
        });
      },
    },
  ],
  logLevel: "warning",
});
try {
  /**
   * @type {{
   *   documents: { file: string }[];
   *   renderDocument: (document: unknown, issuedOn: Date, cache: unknown) => Promise<Buffer>;
   *   issueDate: (appDir: string) => Date;
   *   workspaceDocumentCache: () => { drawn: number; reused: number };
   *   pruneDocumentCache: (cache: unknown, days: number) => void;
   *   printedText: (document: unknown, issuedOn: Date) => { title: string; lines: string[] };
   *   printedTextFile: string;
   * }}
   */
  const {
    documents,
    issueDate,
    printedText,
    printedTextFile,
    pruneDocumentCache,
    renderDocument,
    workspaceDocumentCache,
  } = await import(pathToFileURL(bundle).href);
  // The same date and cache as the apps' document tests (buildInputs.ts).
  const date = issueDate(appDir);
  const cache = workspaceDocumentCache();
  rmSync(out, { recursive: true, force: true });
  /** @type {Record<string, { title: string; lines: string[] }>} */
  const printed = {};
  for (const document of documents) {
    const file = path.join(out, document.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await renderDocument(document, date, cache));
    printed[document.file] = printedText(document, date);
  }
  // Beside the PDFs, their text for the fact check of every publish (reading the PDFs back is too slow).
  const textFile = path.join(out, printedTextFile);
  mkdirSync(path.dirname(textFile), { recursive: true });
  writeFileSync(textFile, JSON.stringify(printed));
  console.log(
    `${path.basename(appDir)}: ${cache.drawn} PDFs drawn, ${cache.reused} unchanged read from the cache`,
  );
  pruneDocumentCache(cache, cacheDays);
} finally {
  rmSync(bundle, { force: true });
}
