// @ts-check
// The one site stylesheet, built from packages/ui: tokens, element defaults, then every component's CSS
// in path order. Class selectors are `g-` prefixed (a ui test checks it), so nothing leaks between apps.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { rspack } from "@rspack/core";

const first = ["styles/tokens.css", "styles/base.css"];

/** @param {string} uiSource */
function cssFiles(uiSource) {
  const rest = readdirSync(uiSource, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
    .map((entry) => path.relative(uiSource, path.join(entry.parentPath, entry.name)))
    .filter((file) => !first.includes(file))
    .sort();
  return [...first, ...rest].map((file) => path.join(uiSource, file));
}

/** @param {string} css */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

/**
 * Emits `site.css` (inlined by the server) and `site.<hash>.css`, and records the latter in
 * `entry-manifest.json` under `styles`. Watch mode rebuilds when any ui stylesheet changes.
 * @param {string} uiSource
 */
export function siteStylesPlugin(uiSource) {
  return {
    /** @param {import("@rspack/core").Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("SiteStyles", (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: "SiteStyles", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const files = cssFiles(uiSource);
            for (const file of files) compilation.fileDependencies.add(file);
            compilation.contextDependencies.add(uiSource);
            const css = minifyCss(files.map((file) => readFileSync(file, "utf8")).join("\n"));
            const hash = createHash("sha256").update(css).digest("hex").slice(0, 8);
            compilation.emitAsset("site.css", new rspack.sources.RawSource(css));
            compilation.emitAsset(`site.${hash}.css`, new rspack.sources.RawSource(css));
          },
        );
      });
    },
  };
}
