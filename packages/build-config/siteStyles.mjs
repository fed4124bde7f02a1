// @ts-check
// The one site stylesheet, built from packages/ui: tokens, element defaults, then every component's CSS
// in path order. Class selectors are `g-` prefixed (a ui test checks it), so nothing leaks between apps.
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
 * Emits `site.css`, which the server inlines into every page. Watch mode rebuilds when any ui stylesheet
 * changes.
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
            compilation.emitAsset("site.css", new rspack.sources.RawSource(css));
          },
        );
      });
    },
  };
}
