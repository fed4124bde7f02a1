// @ts-check
// Rspack plugin of a remote's client build: renders the remote's PDFs in a child process and emits them
// into the client output (`documents/…`), so they are published and served with the version they belong
// to (/assets/<app>/<version>/documents/…). React-PDF runs only there: no browser bundle imports it.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const renderer = path.join(import.meta.dirname, "renderDocuments.mjs");

/** @param {string} dir @returns {string[]} files under dir, relative, with forward slashes */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** @param {string} entry @param {string} out */
function render(entry, out) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [renderer, "--entry", entry, "--out", out], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`PDF rendering failed (${code})`)),
    );
  });
}

/** @param {{ entry: string }} options `entry`: the app's document list, e.g. `src/documents/index.tsx` */
export function documentsPlugin({ entry }) {
  return {
    /** @param {import("@rspack/core").Compiler} compiler */
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      const file = path.resolve(compiler.context, entry);
      compiler.hooks.thisCompilation.tap("Documents", (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: "Documents", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            const out = mkdtempSync(path.join(os.tmpdir(), "documents-"));
            try {
              await render(file, out);
              for (const name of filesUnder(out)) {
                compilation.emitAsset(name, new sources.RawSource(readFileSync(path.join(out, name))));
              }
            } finally {
              rmSync(out, { recursive: true, force: true });
            }
          },
        );
      });
    },
  };
}
