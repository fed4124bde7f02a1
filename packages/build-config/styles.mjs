// @ts-check
// Styles through Rspack's own CSS support, transformed and minified by LightningCSS.
// - The design system (`packages/ui`, global `g-` classes and tokens) is one stylesheet entry of the
//   shell: `designSystemEntry` below, emitted as `ui.<hash>.css` beside the shell's scripts.
// - A remote's own components import `*.module.css`: CSS Modules, whose class names compile to
//   `<app>-<hash>` (so no rule of one remote can match another's markup), gathered into one
//   `styles.<hash>.css` per remote version.
// - Server bundles keep only the class names of CSS Modules and never emit CSS.
import path from "node:path";
import { rspack } from "@rspack/core";

/**
 * The one browser list the CSS is written for: browsers of 2023 on, which all read nesting, logical
 * properties and `:lang()` lists, so LightningCSS lowers nothing of the site's CSS (an older default
 * list added 64 `:-moz-any(:lang(…))` fallbacks to a Japanese-only site).
 */
export const browserTargets = [
  "chrome >= 111",
  "edge >= 111",
  "firefox >= 113",
  "safari >= 16.4",
  "ios_saf >= 16.4",
];

/** The design system's stylesheet: tokens, element defaults, then every component's CSS (`@import`s). */
export const designSystemEntry = {
  ui: path.resolve(import.meta.dirname, "../ui/src/styles/designSystem.css"),
};

/** Prefix of a remote's CSS Module class names: the app's name, which no other app's classes start with. */
export function localClassPrefix(/** @type {string} */ app) {
  return `${app}-`;
}

/**
 * Module rules and parser/generator options for CSS, for the browser or the server bundle of `app`.
 * @param {{ app: string; target: "web" | "node" }} options
 * @returns {Pick<import("@rspack/core").ModuleOptions, "parser" | "generator"> & { rules: import("@rspack/core").RuleSetRule[] }}
 */
export function cssModuleOptions({ app, target }) {
  const modules = {
    localIdentName: `${localClassPrefix(app)}[hash]`,
    localIdentHashDigestLength: 6,
    // The server bundle needs the same class names as the browser's, and no stylesheet at all.
    exportsOnly: target === "node",
  };
  return {
    rules: [
      {
        test: /\.css$/,
        type: "css/auto",
        use: [
          {
            loader: "builtin:lightningcss-loader",
            /** @type {import("@rspack/core").LightningcssLoaderOptions} */
            options: { targets: browserTargets },
          },
        ],
      },
    ],
    // Every selector of a remote's CSS Module must name one of its own classes (or an id): a remote
    // cannot style elements, or the design system's classes, outside its own components.
    // The default export is the class-name map (`import styles from "./x.module.css"`, typed by
    // packages/ui/src/styles/cssModules.d.ts).
    parser: { "css/auto": { pure: true, namedExports: false } },
    generator: { "css/auto": modules, css: { exportsOnly: target === "node" } },
  };
}

/**
 * A remote's CSS Modules in one chunk, `styles.<hash>.css` (with the small class-name map as its
 * script): the server links that one file on every page the remote renders, and the browser's chunk
 * loader finds it already there.
 */
export const remoteStylesChunk = {
  styles: { type: "css/auto", name: "styles", chunks: /** @type {const} */ ("all"), enforce: true },
};

/**
 * Writes `stylesheets.json` beside a remote's files: each stylesheet it emits, with the key Rspack's CSS
 * chunk loader looks for (`data-rspack="<uniqueName>:chunk-<id>"`). The server links the files with that
 * attribute, so a hydrating page finds its stylesheet already there instead of linking it a second time
 * (the loader matches an `href` only when it starts with the script's public path, a full URL).
 * @param {string} uniqueName
 */
export function stylesheetManifestPlugin(uniqueName) {
  return {
    /** @param {import("@rspack/core").Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("StylesheetManifest", (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: "StylesheetManifest", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            /** @type {{ file: string; chunkKey: string }[]} */
            const stylesheets = [];
            for (const chunk of compilation.chunks) {
              for (const file of [...chunk.files].filter((name) => name.endsWith(".css")).sort()) {
                stylesheets.push({ file, chunkKey: `${uniqueName}:chunk-${chunk.id}` });
              }
            }
            stylesheets.sort((a, b) => a.file.localeCompare(b.file));
            const source = JSON.stringify({ stylesheets }, null, 2);
            compilation.emitAsset("stylesheets.json", new rspack.sources.RawSource(source));
          },
        );
      });
    },
  };
}

/** Minifies every emitted stylesheet with LightningCSS for `browserTargets`. */
export function cssMinimizer() {
  return new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserTargets } });
}
